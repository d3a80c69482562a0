import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, PACKAGE_KINDS, type Currency, type PackageKind } from '../../../contract/credits';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { PriceTag } from '../../components/PriceTag';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ForName } from '../../layout/StaffLayout/ForName';
import { decimalToMinor, minorToDecimal, parseWhole, type SitePackageRow, type SitePackageValues } from './siteForm';
import { ActionRow, CellActions, EmptyState, FieldGrid, Muted, StatusPill, Table, TableWrap } from './SiteEditorScreen.styles';

export interface PackagesPanelProps {
  packages: readonly SitePackageRow[];
  /** `id` null: a new package. */
  onSave: (values: SitePackageValues, id: number | null) => void;
  onDelete: (id: number) => void;
  busy?: boolean;
  error?: string;
}

interface PackageDraft {
  kind: PackageKind;
  credits: string;
  bonusCredits: string;
  price: string;
  currency: Currency;
  discountPercentage: string;
  popular: boolean;
  oneTime: boolean;
  position: string;
}

type DraftErrors = Partial<Record<keyof PackageDraft, string>>;

function draftOf(row: SitePackageRow | null, nextPosition: number): PackageDraft {
  if (!row) {
    return { kind: 'credits', credits: '', bonusCredits: '0', price: '', currency: 'EUR', discountPercentage: '0', popular: false, oneTime: true, position: String(nextPosition) };
  }
  return {
    kind: row.kind,
    credits: String(row.credits),
    bonusCredits: String(row.bonusCredits),
    price: minorToDecimal(row.priceMinor),
    currency: row.currency,
    discountPercentage: String(row.discountPercentage),
    popular: row.popular,
    oneTime: row.oneTime,
    position: String(row.position),
  };
}

/** The site's credit packages and premium offers: a table with add, edit and delete, each saved at once. */
export function PackagesPanel({ packages, onSave, onDelete, busy = false, error }: PackagesPanelProps) {
  const { t } = useTranslation(['staff', 'credits']);
  const [editing, setEditing] = useState<{ id: number | null; draft: PackageDraft } | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState<SitePackageRow | null>(null);
  const sorted = [...packages].sort((a, b) => a.position - b.position || a.id - b.id);
  const nextPosition = sorted.length ? Math.max(...sorted.map((row) => row.position)) + 1 : 1;
  const titleOf = (row: SitePackageRow) =>
    row.kind === 'premium' ? t('credits:package.premium_with_credits', { count: row.credits }) : t('credits:package.credits', { count: row.credits });

  const open = (row: SitePackageRow | null) => {
    setErrors({});
    setEditing({ id: row?.id ?? null, draft: draftOf(row, nextPosition) });
  };
  const set = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) =>
    setEditing((current) => (current ? { ...current, draft: { ...current.draft, [key]: value } } : current));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portaled, but React still bubbles its submit to the editor's form.
    event.preventDefault();
    event.stopPropagation();
    if (!editing) return;
    const { draft } = editing;
    const credits = parseWhole(draft.credits, 1);
    const bonusCredits = parseWhole(draft.bonusCredits, 0);
    const priceMinor = decimalToMinor(draft.price);
    const discountPercentage = parseWhole(draft.discountPercentage, 0, 90);
    const position = parseWhole(draft.position, 0);
    const next: DraftErrors = {};
    if (credits === null) next.credits = t('validation:too_small', { count: 1 });
    if (bonusCredits === null) next.bonusCredits = t('validation:too_small', { count: 0 });
    if (priceMinor === null) next.price = t('validation:invalid_value');
    if (discountPercentage === null) next.discountPercentage = t('validation:too_large', { count: 90 });
    if (position === null) next.position = t('validation:invalid_value');
    setErrors(next);
    if (credits === null || bonusCredits === null || priceMinor === null || discountPercentage === null || position === null) return;
    const id = editing.id;
    setEditing(null);
    onSave(
      { kind: draft.kind, credits, bonusCredits, priceMinor, currency: draft.currency, discountPercentage, popular: draft.popular, oneTime: draft.oneTime, position },
      id,
    );
  };

  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <ActionRow>
        <Button onClick={() => open(null)} loading={busy} iconStart={<Icon name="coins" />}>
          {t('editor.packages.add')}
        </Button>
      </ActionRow>
      {sorted.length === 0 ? (
        <EmptyState>
          <Icon name="coins" size="2rem" />
          <p>{t('editor.packages.empty')}</p>
        </EmptyState>
      ) : (
        <TableWrap>
          <Table>
            <caption>{t('editor.packages.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('editor.packages.col.package')}</th>
                <th scope="col">{t('editor.packages.col.bonus')}</th>
                <th scope="col">{t('editor.packages.col.price')}</th>
                <th scope="col">{t('editor.packages.col.discount')}</th>
                <th scope="col">{t('editor.packages.col.flags')}</th>
                <th scope="col">{t('editor.packages.col.position')}</th>
                <th scope="col">{t('editor.packages.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id} data-package-id={row.id}>
                  <th scope="row" data-label={t('editor.packages.col.package')}>
                    {titleOf(row)}
                  </th>
                  <td data-label={t('editor.packages.col.bonus')}>{row.bonusCredits}</td>
                  <td data-label={t('editor.packages.col.price')}>
                    <PriceTag amountMinor={row.priceMinor} currency={row.currency} size="sm" />
                  </td>
                  <td data-label={t('editor.packages.col.discount')}>{row.discountPercentage ? `${row.discountPercentage}%` : <Muted>—</Muted>}</td>
                  <td data-label={t('editor.packages.col.flags')}>
                    <CellActions>
                      {row.popular ? <StatusPill $tone="success">{t('editor.packages.popular')}</StatusPill> : null}
                      {row.oneTime ? <StatusPill $tone="neutral">{t('editor.packages.one_time')}</StatusPill> : null}
                    </CellActions>
                  </td>
                  <td data-label={t('editor.packages.col.position')}>{row.position}</td>
                  <td data-label={t('editor.packages.col.actions')}>
                    <CellActions>
                      <Button size="sm" variant="outline" onClick={() => open(row)}>
                        {t('common.edit')}
                        <ForName name={titleOf(row)} />
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                        {t('common.delete')}
                        <ForName name={titleOf(row)} />
                      </Button>
                    </CellActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}

      <Modal.Root open={editing !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}>
        {editing ? (
          <Modal.Content size="md">
            <Modal.Title>{editing.id === null ? t('editor.packages.add') : t('editor.packages.edit')}</Modal.Title>
            <form onSubmit={submit} noValidate>
              <Modal.Body>
                <FieldGrid>
                  <SelectField
                    label={t('editor.packages.field.kind')}
                    name="kind"
                    options={PACKAGE_KINDS.map((kind) => ({ value: kind, label: t(`editor.packages.kind.${kind}`) }))}
                    value={editing.draft.kind}
                    onChange={(value) => set('kind', value as PackageKind)}
                  />
                  <TextField label={t('editor.packages.field.credits')} name="credits" inputMode="numeric" required value={editing.draft.credits} onChange={(value) => set('credits', value)} error={errors.credits} />
                  <TextField label={t('editor.packages.field.bonus')} name="bonusCredits" inputMode="numeric" value={editing.draft.bonusCredits} onChange={(value) => set('bonusCredits', value)} error={errors.bonusCredits} />
                  <TextField
                    label={t('editor.packages.field.price')}
                    name="price"
                    inputMode="decimal"
                    required
                    value={editing.draft.price}
                    onChange={(value) => set('price', value)}
                    hint={t('editor.packages.field.price_hint')}
                    error={errors.price}
                  />
                  <SelectField
                    label={t('editor.packages.field.currency')}
                    name="currency"
                    options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                    value={editing.draft.currency}
                    onChange={(value) => set('currency', value as Currency)}
                  />
                  <TextField
                    label={t('editor.packages.field.discount')}
                    name="discountPercentage"
                    inputMode="numeric"
                    value={editing.draft.discountPercentage}
                    onChange={(value) => set('discountPercentage', value)}
                    hint={t('editor.packages.field.discount_hint')}
                    error={errors.discountPercentage}
                  />
                  <TextField label={t('editor.packages.field.position')} name="position" inputMode="numeric" value={editing.draft.position} onChange={(value) => set('position', value)} error={errors.position} />
                  <CheckboxField label={t('editor.packages.field.popular')} checked={editing.draft.popular} onChange={(checked) => set('popular', checked)} />
                  <CheckboxField label={t('editor.packages.field.one_time')} checked={editing.draft.oneTime} onChange={(checked) => set('oneTime', checked)} />
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
            <Modal.Title>{t('editor.packages.delete_title', { name: titleOf(deleting) })}</Modal.Title>
            <Modal.Description>{t('editor.packages.delete_body')}</Modal.Description>
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
