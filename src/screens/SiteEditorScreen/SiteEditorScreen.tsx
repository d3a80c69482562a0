import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../contract/credits';
import { INTERESTS } from '../../../contract/interests';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../locales/languages';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import type { MemberCardData } from '../../components/MemberCard';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { Toast, ToastRegion } from '../../components/Toast';
import { ForName } from '../../layout/StaffLayout/ForName';
import { NicheSwatch } from '../SitesListScreen/NicheSwatch';
import { DiscountCodesPanel } from './DiscountCodesPanel';
import { PackagesPanel } from './PackagesPanel';
import {
  MEMBER_POOL_OPTIONS,
  SIGNUP_POLICIES,
  SITE_EDITOR_TABS,
  sameValues,
  tabOfField,
  type MemberPoolOption,
  type MinimumMessageCostValues,
  type SignupPolicy,
  type SiteCompanyValues,
  type SiteDiscountCodeRow,
  type SiteDiscountCodeValues,
  type SiteEditorTab,
  type SiteFormField,
  type SiteFormValues,
  type SitePackageRow,
  type SitePackageValues,
  type SiteTextFormField,
} from './siteForm';
import {
  CheckboxColumns,
  CostList,
  CostRow,
  DirtyText,
  EditorForm,
  EditorGrid,
  FieldGrid,
  Fieldset,
  FullRow,
  Header,
  Heading,
  Lead,
  Muted,
  Panel,
  PanelTitle,
  SaveBar,
  ScreenRoot,
  SkeletonStack,
  TabPanelBody,
  Title,
} from './SiteEditorScreen.styles';
import { SitePreview } from './SitePreview';

export interface SiteEditorScreenProps {
  /** `create`: a new site (packages and codes come after the first save). `edit`: an existing one. */
  mode: 'create' | 'edit';
  /** The stored values; the form starts from them and returns to them on cancel. New values reset the form. */
  initialValues: SiteFormValues;
  /** Partners may not move a site to another domain. */
  domainReadOnly?: boolean;
  onSave: (values: SiteFormValues) => void;
  /** After the draft is reset to the stored values. */
  onCancel?: () => void;
  saving?: boolean;
  /** Shows the "saved" toast until dismissed. */
  saved?: boolean;
  onSavedDismiss?: () => void;
  /** A failure of the whole save, already translated. */
  error?: string;
  /** Messages per field (`company.<field>` for company info), already translated. */
  fieldErrors?: Partial<Record<SiteFormField, string>>;
  packages: readonly SitePackageRow[];
  onPackageSave: (values: SitePackageValues, id: number | null) => void;
  onPackageDelete: (id: number) => void;
  packageBusy?: boolean;
  packageError?: string;
  codes: readonly SiteDiscountCodeRow[];
  onCodeSave: (values: SiteDiscountCodeValues, id: number | null) => void;
  onCodeDelete: (id: number) => void;
  codeBusy?: boolean;
  codeError?: string;
  /** Sample members for the preview's grid. */
  previewMembers: readonly MemberCardData[];
  /** Back to the sites list. */
  backHref: string;
  /** The site is loading: placeholders instead of the form. */
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  defaultTab?: SiteEditorTab;
}

const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;

/** The preview shows a partner text as members of that language will see it: the domain language's when empty. */
function shownText(texts: SiteFormValues['fictional_warning'], language: Language, domainLanguage: Language): string {
  return texts[language]?.trim() || texts[domainLanguage]?.trim() || '';
}

/** Create or edit a white-label site: general, settings, company, packages and discount codes, with a live preview. */
export function SiteEditorScreen({
  mode,
  initialValues,
  domainReadOnly = false,
  onSave,
  onCancel,
  saving = false,
  saved = false,
  onSavedDismiss,
  error,
  fieldErrors = {},
  packages,
  onPackageSave,
  onPackageDelete,
  packageBusy,
  packageError,
  codes,
  onCodeSave,
  onCodeDelete,
  codeBusy,
  codeError,
  previewMembers,
  backHref,
  loading = false,
  loadError,
  onRetry,
  defaultTab = 'general',
}: SiteEditorScreenProps) {
  const { t } = useTranslation(['staff', 'interests']);
  const titleId = useId();
  const [values, setValues] = useState<SiteFormValues>(initialValues);
  const [tab, setTab] = useState<SiteEditorTab>(defaultTab);
  // The language the partner texts are edited in (SPEC §3: one text per language); the domain language first.
  const [chosenTextLanguage, setTextLanguage] = useState<Language>(initialValues.domain_language);
  const textLanguage = values.languages.includes(chosenTextLanguage) ? chosenTextLanguage : values.domain_language;
  // Stored values that change (after a save, or another site) replace the draft.
  const [base, setBase] = useState(initialValues);
  if (base !== initialValues && !sameValues(base, initialValues)) {
    setBase(initialValues);
    setValues(initialValues);
  }
  const dirty = !sameValues(values, initialValues);

  const set = <K extends keyof SiteFormValues>(key: K) => (value: SiteFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setCompany = (key: keyof SiteCompanyValues) => (value: string) =>
    setValues((current) => ({ ...current, company: { ...current.company, [key]: value } }));
  const err = (field: SiteFormField) => fieldErrors[field];

  const errorCount = (which: SiteEditorTab) => Object.keys(fieldErrors).filter((field) => fieldErrors[field as SiteFormField] && tabOfField(field) === which).length;
  const totalErrors = Object.values(fieldErrors).filter(Boolean).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && dirty) onSave(values);
  };
  const cancel = () => {
    setValues(initialValues);
    onCancel?.();
  };

  const text = (field: Exclude<SiteFormField, `company.${string}`>, options: { type?: 'text' | 'email' | 'tel'; hint?: ReactNode; required?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={t(`editor.field.${field}`)}
      name={field}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      required={options.required}
      disabled={saving}
      value={values[field] as string}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      hint={options.hint}
      error={err(field)}
    />
  );
  // A partner text in the chosen language: required in the domain language only (the others fall back to it).
  const siteText = (field: SiteTextFormField, language: Language, multiline = false) => {
    const props = {
      label: t(`editor.field.${field}`),
      name: field,
      lang: language,
      required: language === values.domain_language,
      disabled: saving,
      value: values[field][language] ?? '',
      onChange: (value: string) => setValues((current) => ({ ...current, [field]: { ...current[field], [language]: value } })),
      error: err(field),
    };
    return multiline ? <TextAreaField {...props} rows={3} /> : <TextField {...props} />;
  };
  const number = (field: 'message_credits' | 'signup_credits' | 'photo_credits' | 'gift_credits' | 'refund_days' | 'message_length', hint?: ReactNode) =>
    text(field, { inputMode: 'numeric', required: true, hint });
  const flag = (field: 'logged_out_search' | 'logged_out_search_trafficsource' | 'enable_site_entry_popup' | 'member_resell' | 'visible_profile_notes') => (
    <CheckboxField
      label={t(`editor.field.${field}`)}
      hint={t(`editor.field_hint.${field}`)}
      checked={values[field]}
      disabled={saving}
      onChange={(checked) => setValues((current) => ({ ...current, [field]: checked }))}
      error={err(field)}
    />
  );
  const company = (field: keyof SiteCompanyValues, options: { multiline?: boolean; hint?: ReactNode; inputMode?: 'numeric' } = {}) =>
    options.multiline ? (
      <TextAreaField
        label={t(`editor.company.${field}`)}
        name={`company.${field}`}
        rows={3}
        disabled={saving}
        value={values.company[field]}
        onChange={setCompany(field)}
        hint={options.hint}
        error={err(`company.${field}`)}
      />
    ) : (
      <TextField
        label={t(`editor.company.${field}`)}
        name={`company.${field}`}
        inputMode={options.inputMode}
        disabled={saving}
        value={values.company[field]}
        onChange={setCompany(field)}
        hint={options.hint}
        error={err(`company.${field}`)}
      />
    );

  const setCost = (index: number, patch: Partial<MinimumMessageCostValues>) =>
    setValues((current) => ({
      ...current,
      minimum_message_costs: current.minimum_message_costs.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    }));

  const general = (
    <TabPanelBody>
      <Panel>
        <PanelTitle>{t('editor.section.identity')}</PanelTitle>
        <FieldGrid>
          <TextField
            label={t('editor.field.domain')}
            name="domain"
            required
            spellCheck={false}
            readOnly={domainReadOnly}
            disabled={saving}
            value={values.domain}
            onChange={set('domain')}
            hint={domainReadOnly ? t('editor.field_hint.domain_read_only') : t('editor.field_hint.domain')}
            error={err('domain')}
          />
          {text('name', { required: true })}
          <SelectField
            label={t('editor.field.niche')}
            name="niche"
            required
            disabled={saving}
            options={NICHES.map((niche) => ({ value: String(niche), label: t(`niche.${niche}`) }))}
            value={String(values.niche)}
            onChange={(value) => set('niche')(Number(value))}
            hint={
              <span>
                <NicheSwatch niche={values.niche} /> {t('editor.field_hint.niche')}
              </span>
            }
            error={err('niche')}
          />
          {text('mail_name', { hint: t('editor.field_hint.mail_name') })}
          <FullRow>{text('index_title', { required: true })}</FullRow>
          <FullRow>
            <TextAreaField
              label={t('editor.field.description')}
              name="description"
              rows={3}
              disabled={saving}
              value={values.description}
              onChange={set('description')}
              error={err('description')}
            />
          </FullRow>
        </FieldGrid>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.languages')}</PanelTitle>
        <Fieldset disabled={saving}>
          <legend>{t('editor.field.languages')}</legend>
          <CheckboxColumns>
            {LANGUAGES.map((language) => (
              <CheckboxField
                key={language}
                label={LANGUAGE_NAMES[language]}
                lang={language}
                checked={values.languages.includes(language)}
                onChange={(checked) =>
                  set('languages')(checked ? LANGUAGES.filter((item) => item === language || values.languages.includes(item)) : values.languages.filter((item) => item !== language))
                }
              />
            ))}
          </CheckboxColumns>
          {err('languages') ? <Alert tone="danger" role="status">{err('languages')}</Alert> : null}
        </Fieldset>
        <SelectField
          label={t('editor.field.domain_language')}
          name="domain_language"
          required
          disabled={saving}
          options={(values.languages.includes(values.domain_language) ? values.languages : [values.domain_language, ...values.languages]).map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
          value={values.domain_language}
          onChange={(value) => set('domain_language')(value as Language)}
          hint={t('editor.field_hint.domain_language')}
          error={err('domain_language')}
        />
      </Panel>
    </TabPanelBody>
  );

  const settings = (
    <TabPanelBody>
      <Panel>
        <PanelTitle>{t('editor.section.signup')}</PanelTitle>
        <FieldGrid>
          <SelectField
            label={t('editor.field.signups')}
            name="signups"
            disabled={saving}
            options={SIGNUP_POLICIES.map((policy) => ({ value: policy, label: t(`editor.signups.${policy}`) }))}
            value={values.signups}
            onChange={(value) => set('signups')(value as SignupPolicy)}
            error={err('signups')}
          />
          {text('countries', { hint: t('editor.field_hint.countries') })}
          <FullRow>{flag('logged_out_search')}</FullRow>
          <FullRow>{flag('logged_out_search_trafficsource')}</FullRow>
          <FullRow>{flag('enable_site_entry_popup')}</FullRow>
          <FullRow>{flag('member_resell')}</FullRow>
        </FieldGrid>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.member_pool')}</PanelTitle>
        <FieldGrid>
          <FullRow>
            <SelectField
              label={t('editor.field.member_pool')}
              name="member_pool"
              disabled={saving}
              options={MEMBER_POOL_OPTIONS.map((pool) => ({ value: pool, label: t(`editor.member_pool.${pool}`) }))}
              value={values.member_pool}
              onChange={(value) => set('member_pool')(value as MemberPoolOption)}
              hint={t(`editor.field_hint.member_pool_${values.member_pool}`)}
              error={err('member_pool')}
            />
          </FullRow>
        </FieldGrid>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.credits')}</PanelTitle>
        <FieldGrid>
          {number('message_credits')}
          {number('photo_credits')}
          {number('gift_credits')}
          {number('signup_credits', t('editor.field_hint.signup_credits'))}
          {number('refund_days')}
        </FieldGrid>
        <Fieldset disabled={saving}>
          <legend>{t('editor.field.minimum_message_costs')}</legend>
          <Muted>{t('editor.field_hint.minimum_message_costs')}</Muted>
          <CostList>
            {values.minimum_message_costs.map((row, index) => (
              <CostRow key={index}>
                <TextField
                  label={t('editor.cost.country')}
                  maxLength={2}
                  value={row.country}
                  onChange={(country) => setCost(index, { country: country.toUpperCase() })}
                />
                <TextField label={t('editor.cost.amount')} inputMode="decimal" value={row.costs} onChange={(costs) => setCost(index, { costs })} />
                <SelectField
                  label={t('editor.cost.currency')}
                  options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                  value={row.currency}
                  onChange={(currency) => setCost(index, { currency })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set('minimum_message_costs')(values.minimum_message_costs.filter((_, at) => at !== index))}
                >
                  {t('common.remove')}
                  <ForName name={row.country || String(index + 1)} />
                </Button>
              </CostRow>
            ))}
          </CostList>
          {err('minimum_message_costs') ? <Alert tone="danger" role="status">{err('minimum_message_costs')}</Alert> : null}
          <span>
            <Button variant="outline" size="sm" onClick={() => set('minimum_message_costs')([...values.minimum_message_costs, { country: '', costs: '', currency: 'EUR' }])}>
              {t('editor.cost.add')}
            </Button>
          </span>
        </Fieldset>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.chat')}</PanelTitle>
        <FieldGrid>
          {number('message_length')}
          <FullRow>{text('visible_profile_fields', { hint: t('editor.field_hint.list') })}</FullRow>
          <FullRow>{flag('visible_profile_notes')}</FullRow>
          <FullRow>{text('search_fields', { hint: t('editor.field_hint.list') })}</FullRow>
        </FieldGrid>
        <Fieldset disabled={saving}>
          <legend>{t('editor.field.interests')}</legend>
          <CheckboxColumns>
            {INTERESTS.map(({ key }) => (
              <CheckboxField
                key={key}
                label={t(`interests:${key}`)}
                checked={values.interests.includes(key)}
                onChange={(checked) => set('interests')(checked ? [...values.interests, key] : values.interests.filter((item) => item !== key))}
              />
            ))}
          </CheckboxColumns>
        </Fieldset>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.fictional')}</PanelTitle>
        <Muted>{t('editor.field_hint.fictional')}</Muted>
        <FieldGrid>
          <FullRow>
            <SelectField
              label={t('editor.field.text_language')}
              name="text_language"
              disabled={saving}
              options={values.languages.map((language) => ({
                value: language,
                label: values.fictional_singular[language]?.trim()
                  ? LANGUAGE_NAMES[language]
                  : t('editor.field.text_language_missing', { language: LANGUAGE_NAMES[language] }),
              }))}
              value={textLanguage}
              onChange={(value) => setTextLanguage(value as Language)}
              hint={t('editor.field_hint.text_language', { language: LANGUAGE_NAMES[values.domain_language] })}
            />
          </FullRow>
          {siteText('fictional_singular', textLanguage)}
          {siteText('fictional_plural', textLanguage)}
          {text('fictional_icon', { hint: t('editor.field_hint.fictional_icon') })}
          <FullRow>{siteText('fictional_warning', textLanguage, true)}</FullRow>
        </FieldGrid>
      </Panel>
      <Panel>
        <PanelTitle>{t('editor.section.support')}</PanelTitle>
        <FieldGrid>
          {text('support_email', { type: 'email', required: true })}
          {text('support_phone', { type: 'tel' })}
          <FullRow>{text('cdn_prefix', { hint: t('editor.field_hint.cdn_prefix') })}</FullRow>
        </FieldGrid>
      </Panel>
    </TabPanelBody>
  );

  const companyTab = (
    <TabPanelBody>
      <Panel>
        <PanelTitle>{t('editor.section.company')}</PanelTitle>
        <FieldGrid>
          {company('name')}
          {company('kvk')}
          {company('address')}
          {company('city')}
          {company('country')}
          {company('support_phone')}
          {company('tradenames', { multiline: true, hint: t('editor.field_hint.lines') })}
          {company('vat_numbers', { multiline: true, hint: t('editor.field_hint.lines') })}
          {company('delete_discount', { inputMode: 'numeric', hint: t('editor.field_hint.delete_discount') })}
        </FieldGrid>
      </Panel>
    </TabPanelBody>
  );

  const afterCreate = (content: ReactNode) =>
    mode === 'create' ? (
      <TabPanelBody>
        <Alert tone="info">{t('editor.save_first')}</Alert>
      </TabPanelBody>
    ) : (
      <TabPanelBody>{content}</TabPanelBody>
    );

  const panels: Record<SiteEditorTab, ReactNode> = {
    general,
    settings,
    company: companyTab,
    packages: afterCreate(<PackagesPanel packages={packages} onSave={onPackageSave} onDelete={onPackageDelete} busy={packageBusy} error={packageError} />),
    codes: afterCreate(<DiscountCodesPanel codes={codes} onSave={onCodeSave} onDelete={onCodeDelete} busy={codeBusy} error={codeError} />),
  };

  const title = mode === 'create' ? t('editor.title_create') : t('editor.title_edit', { domain: initialValues.domain });
  const header = (
    <Header>
      <Heading>
        <Link href={backHref}>{t('editor.back')}</Link>
        <Title id={titleId}>{title}</Title>
        <Lead>{t('editor.lead')}</Lead>
      </Heading>
    </Header>
  );

  if (loading || loadError) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
        {header}
        {loadError ? (
          <Alert
            tone="danger"
            action={
              onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {t('common.retry')}
                </Button>
              ) : undefined
            }
          >
            {loadError}
          </Alert>
        ) : (
          <SkeletonStack aria-hidden="true">
            <Skeleton height="2.75rem" />
            <Skeleton height="16rem" />
            <Skeleton height="12rem" />
          </SkeletonStack>
        )}
      </ScreenRoot>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId}>
      {header}
      <EditorGrid>
        <EditorForm onSubmit={submit} noValidate aria-label={title} aria-busy={saving || undefined}>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {totalErrors > 0 && !error ? <Alert tone="danger">{t('editor.field_errors', { count: totalErrors })}</Alert> : null}
          <Tabs
            ariaLabel={t('editor.tabs_label')}
            value={tab}
            onValueChange={(value) => setTab(value as SiteEditorTab)}
            items={SITE_EDITOR_TABS.map((value) => {
              const count = errorCount(value);
              return {
                value,
                label: t(`editor.tab.${value}`),
                badge: count > 0 ? <Badge count={count} tone="danger" label={t('editor.tab_errors', { count })} /> : undefined,
                content: panels[value],
              };
            })}
          />
          <SaveBar>
            <DirtyText $dirty={dirty} role="status">
              {dirty ? t('editor.dirty') : t('editor.clean')}
            </DirtyText>
            <span>
              <Button variant="outline" onClick={cancel} disabled={!dirty || saving}>
                {t('common.cancel')}
              </Button>{' '}
              <Button type="submit" loading={saving} disabled={!dirty} iconStart={<Icon name="check" />}>
                {mode === 'create' ? t('editor.create') : t('common.save')}
              </Button>
            </span>
          </SaveBar>
        </EditorForm>
        <SitePreview
          niche={values.niche}
          siteName={values.name}
          title={values.index_title}
          description={values.description}
          fictional={{
            warning: shownText(values.fictional_warning, textLanguage, values.domain_language),
            singular: shownText(values.fictional_singular, textLanguage, values.domain_language),
            plural: shownText(values.fictional_plural, textLanguage, values.domain_language),
            icon: values.fictional_icon,
          }}
          packages={packages}
          members={previewMembers}
        />
      </EditorGrid>
      <ToastRegion>
        {saved ? <Toast tone="success" message={t('editor.saved')} onClose={() => onSavedDismiss?.()} /> : null}
      </ToastRegion>
    </ScreenRoot>
  );
}
