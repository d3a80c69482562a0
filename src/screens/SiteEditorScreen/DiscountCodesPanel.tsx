import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, PAYMENT_METHODS, type Currency, type PaymentMethod } from '../../../contract/credits';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { PriceTag } from '../../components/PriceTag';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ForName } from '../../layout/StaffLayout/ForName';
import {
  decimalToMinor,
  DISCOUNT_CODE_STATUSES,
  minorToDecimal,
  parseWhole,
  type DiscountCodeStatus,
  type SiteDiscountCodeRow,
  type SiteDiscountCodeValues,
} from './siteForm';
import { ActionRow, CellActions, CheckboxColumns, EmptyState, FieldGrid, Fieldset, FullRow, Mono, Muted, StatusPill, Table, TableWrap } from './SiteEditorScreen.styles';

export interface DiscountCodesPanelProps {
  codes: readonly SiteDiscountCodeRow[];
  /** `id` null: a new code. */
  onSave: (values: SiteDiscountCodeValues, id: number | null) => void;
  onDelete: (id: number) => void;
  busy?: boolean;
  error?: string;
}

interface CodeDraft {
  code: string;
  valuePercentage: string;
  country: string;
  currency: Currency | '';
  minimumOrder: string;
  expires: string;
  status: DiscountCodeStatus;
  paymentMethods: PaymentMethod[];
}

type DraftErrors = Partial<Record<keyof CodeDraft, string>>;

function draftOf(row: SiteDiscountCodeRow | null): CodeDraft {
  if (!row) return { code: '', valuePercentage: '', country: '', currency: '', minimumOrder: '', expires: '', status: 'active', paymentMethods: [] };
  return {
    code: row.code,
    valuePercentage: String(row.valuePercentage),
    country: row.country ?? '',
    currency: row.currency ?? '',
    minimumOrder: row.minimumOrderValueMinor === null ? '' : minorToDecimal(row.minimumOrderValueMinor),
    expires: row.expires ?? '',
    status: row.status,
    paymentMethods: [...row.paymentMethods],
  };
}

/** The site's discount codes: a table with add, edit and delete, each saved at once. */
export function DiscountCodesPanel({ codes, onSave, onDelete, busy = false, error }: DiscountCodesPanelProps) {
  const { t, i18n } = useTranslation(['staff', 'payments']);
  const [editing, setEditing] = useState<{ id: number | null; draft: CodeDraft } | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState<SiteDiscountCodeRow | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  const open = (row: SiteDiscountCodeRow | null) => {
    setErrors({});
    setEditing({ id: row?.id ?? null, draft: draftOf(row) });
  };
  const set = <K extends keyof CodeDraft>(key: K, value: CodeDraft[K]) =>
    setEditing((current) => (current ? { ...current, draft: { ...current.draft, [key]: value } } : current));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editing) return;
    const { draft } = editing;
    const code = draft.code.trim();
    const valuePercentage = parseWhole(draft.valuePercentage, 1, 100);
    const country = draft.country.trim().toUpperCase();
    const minimum = draft.minimumOrder.trim() === '' ? null : decimalToMinor(draft.minimumOrder);
    const next: DraftErrors = {};
    if (!code) next.code = t('validation:required');
    else if (code.length > 64) next.code = t('validation:too_long', { count: 64 });
    if (valuePercentage === null) next.valuePercentage = t('staff:editor.codes.field.percentage_range');
    if (country && !/^[A-Z]{2}$/.test(country)) next.country = t('staff:editor.field_hint.country_code');
    if (draft.minimumOrder.trim() !== '' && minimum === null) next.minimumOrder = t('validation:invalid_value');
    setErrors(next);
    if (Object.keys(next).length > 0 || valuePercentage === null) return;
    const id = editing.id;
    setEditing(null);
    onSave(
      {
        code,
        valuePercentage,
        country: country || null,
        currency: draft.currency || null,
        minimumOrderValueMinor: minimum,
        expires: draft.expires || null,
        status: draft.status,
        paymentMethods: draft.paymentMethods,
      },
      id,
    );
  };

  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <ActionRow>
        <Button onClick={() => open(null)} loading={busy} iconStart={<Icon name="gift" />}>
          {t('editor.codes.add')}
        </Button>
      </ActionRow>
      {codes.length === 0 ? (
        <EmptyState>
          <Icon name="gift" size="2rem" />
          <p>{t('editor.codes.empty')}</p>
        </EmptyState>
      ) : (
        <TableWrap>
          <Table>
            <caption>{t('editor.codes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('editor.codes.col.code')}</th>
                <th scope="col">{t('editor.codes.col.value')}</th>
                <th scope="col">{t('editor.codes.col.conditions')}</th>
                <th scope="col">{t('editor.codes.col.expires')}</th>
                <th scope="col">{t('editor.codes.col.status')}</th>
                <th scope="col">{t('editor.codes.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((row) => {
                const conditions = [
                  row.country,
                  row.currency,
                  row.paymentMethods.length ? row.paymentMethods.map((method) => t(`payments:method.${method}.name`)).join(', ') : null,
                ].filter(Boolean);
                return (
                  <tr key={row.id} data-code-id={row.id}>
                    <th scope="row" data-label={t('editor.codes.col.code')}>
                      <Mono>{row.code}</Mono>
                    </th>
                    <td data-label={t('editor.codes.col.value')}>{`${row.valuePercentage}%`}</td>
                    <td data-label={t('editor.codes.col.conditions')}>
                      {conditions.length || row.minimumOrderValueMinor !== null ? (
                        <CellActions>
                          {conditions.length ? <span>{conditions.join(' · ')}</span> : null}
                          {row.minimumOrderValueMinor !== null ? (
                            <span>
                              {t('editor.codes.minimum')}{' '}
                              <PriceTag amountMinor={row.minimumOrderValueMinor} currency={row.currency ?? 'EUR'} size="sm" />
                            </span>
                          ) : null}
                        </CellActions>
                      ) : (
                        <Muted>{t('editor.codes.no_conditions')}</Muted>
                      )}
                    </td>
                    <td data-label={t('editor.codes.col.expires')}>
                      {row.expires ? <time dateTime={row.expires}>{dateFormat.format(new Date(`${row.expires}T00:00:00Z`))}</time> : <Muted>{t('editor.codes.no_end')}</Muted>}
                    </td>
                    <td data-label={t('editor.codes.col.status')}>
                      <StatusPill $tone={row.status === 'active' ? 'success' : 'neutral'}>{t(`editor.codes.status.${row.status}`)}</StatusPill>
                    </td>
                    <td data-label={t('editor.codes.col.actions')}>
                      <CellActions>
                        <Button size="sm" variant="outline" onClick={() => open(row)}>
                          {t('common.edit')}
                          <ForName name={row.code} />
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                          {t('common.delete')}
                          <ForName name={row.code} />
                        </Button>
                      </CellActions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      )}

      <Modal.Root open={editing !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}>
        {editing ? (
          <Modal.Content size="lg">
            <Modal.Title>{editing.id === null ? t('editor.codes.add') : t('editor.codes.edit')}</Modal.Title>
            <form onSubmit={submit} noValidate>
              <Modal.Body>
                <FieldGrid>
                  <TextField label={t('editor.codes.field.code')} name="code" required spellCheck={false} value={editing.draft.code} onChange={(value) => set('code', value)} error={errors.code} />
                  <TextField
                    label={t('editor.codes.field.percentage')}
                    name="valuePercentage"
                    inputMode="numeric"
                    required
                    value={editing.draft.valuePercentage}
                    onChange={(value) => set('valuePercentage', value)}
                    error={errors.valuePercentage}
                  />
                  <TextField
                    label={t('editor.codes.field.country')}
                    name="country"
                    optional
                    maxLength={2}
                    value={editing.draft.country}
                    onChange={(value) => set('country', value)}
                    hint={t('editor.field_hint.country_code')}
                    error={errors.country}
                  />
                  <SelectField
                    label={t('editor.codes.field.currency')}
                    name="currency"
                    placeholder={t('editor.codes.any_currency')}
                    options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                    value={editing.draft.currency}
                    onChange={(value) => set('currency', value as Currency | '')}
                  />
                  <TextField
                    label={t('editor.codes.field.minimum')}
                    name="minimumOrder"
                    optional
                    inputMode="decimal"
                    value={editing.draft.minimumOrder}
                    onChange={(value) => set('minimumOrder', value)}
                    error={errors.minimumOrder}
                  />
                  <TextField label={t('editor.codes.field.expires')} name="expires" type="date" optional value={editing.draft.expires} onChange={(value) => set('expires', value)} />
                  <SelectField
                    label={t('editor.codes.field.status')}
                    name="status"
                    options={DISCOUNT_CODE_STATUSES.map((status) => ({ value: status, label: t(`editor.codes.status.${status}`) }))}
                    value={editing.draft.status}
                    onChange={(value) => set('status', value as DiscountCodeStatus)}
                  />
                  <FullRow>
                    <Fieldset>
                      <legend>{t('editor.codes.field.methods')}</legend>
                      <CheckboxColumns>
                        {PAYMENT_METHODS.map((method) => (
                          <CheckboxField
                            key={method}
                            label={t(`payments:method.${method}.name`)}
                            checked={editing.draft.paymentMethods.includes(method)}
                            onChange={(checked) =>
                              set(
                                'paymentMethods',
                                checked ? [...editing.draft.paymentMethods, method] : editing.draft.paymentMethods.filter((item) => item !== method),
                              )
                            }
                          />
                        ))}
                      </CheckboxColumns>
                      <Muted>{t('editor.codes.field.methods_hint')}</Muted>
                    </Fieldset>
                  </FullRow>
                </FieldGrid>
              </Modal.Body>
              <Modal.Footer>
                <Modal.Close>
                  <Button variant="outline">{t('common.cancel')}</Button>
                </Modal.Close>
                <Button type="submit">{t('common.save')}</Button>
              </Modal.Footer>
            </form>
          </Modal.Content>
        ) : null}
      </Modal.Root>

      <Modal.Root open={deleting !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}>
        {deleting ? (
          <Modal.Content size="sm">
            <Modal.Title>{t('editor.codes.delete_title', { code: deleting.code })}</Modal.Title>
            <Modal.Description>{t('editor.codes.delete_body')}</Modal.Description>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Modal.Close>
              <Button
                variant="danger"
                onClick={() => {
                  const id = deleting.id;
                  setDeleting(null);
                  onDelete(id);
                }}
              >
                {t('common.delete')}
              </Button>
            </Modal.Footer>
          </Modal.Content>
        ) : null}
      </Modal.Root>
    </>
  );
}
