import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, type ComplaintCategory, type ComplaintField, type ComplaintRequest } from '../../../contract/complaints';
import { dialablePhone } from '../../../contract/settings';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Link } from '../../components/Link';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import {
  Actions,
  Address,
  Anchor,
  Aside,
  AsideTitle,
  ContactList,
  FieldRow,
  Form,
  Header,
  Lead,
  Reference,
  ScreenRoot,
  SentText,
  SentTitle,
  Title,
} from './ComplaintsScreen.styles';

export type ComplaintFormValues = Omit<ComplaintRequest, 'category'> & { category: ComplaintCategory | '' };

export interface ComplaintsScreenProps {
  /** `form`: write the complaint. `sent`: it was stored and confirmed (the reference is shown). */
  state: 'form' | 'sent';
  siteName: string;
  onSubmit: (values: ComplaintFormValues) => void;
  submitting?: boolean;
  /** A failure of the whole form, already translated (too many complaints today, a network error). */
  error?: string;
  /** Messages per field, already translated. */
  fieldErrors?: Partial<Record<ComplaintField, string>>;
  /** Prefilled values (a logged-in member's name and address). */
  defaultValues?: Partial<ComplaintFormValues>;
  /** In the `sent` state: the reference and the address the confirmation went to. */
  reference?: string;
  sentTo?: string;
  /** Back to an empty form from the `sent` state. */
  onNewComplaint?: () => void;
  supportEmail: string;
  /** Shown as given; dialled with dashes and spaces removed (SPEC §9). */
  supportPhone: string;
  faqHref: string;
  serviceHref: string;
  homeHref: string;
}

const EMPTY: ComplaintFormValues = { name: '', email: '', category: '', subject: '', message: '' };

/** `/complaints` (SPEC §2): a complaint form whose complaint is stored and confirmed by mail with a reference. */
export function ComplaintsScreen({
  state,
  siteName,
  onSubmit,
  submitting = false,
  error,
  fieldErrors = {},
  defaultValues,
  reference,
  sentTo,
  onNewComplaint,
  supportEmail,
  supportPhone,
  faqHref,
  serviceHref,
  homeHref,
}: ComplaintsScreenProps) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const asideId = useId();
  const [values, setValues] = useState<ComplaintFormValues>({ ...EMPTY, ...defaultValues });
  const set = (field: keyof ComplaintFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  const categories = COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: t(`complaints.categories.${category}`) }));

  return (
    <ScreenRoot>
      <Header>
        <Title id={titleId}>{t('complaints.title')}</Title>
        <Lead>{t('complaints.lead', { site: siteName })}</Lead>
      </Header>

      {state === 'sent' ? (
        <Card padding="lg" as="section" aria-labelledby={`${titleId}-sent`} data-complaint-state="sent">
          <SentText role="status">
            <SentTitle id={`${titleId}-sent`}>{t('complaints.sent_title')}</SentTitle>
            <p>
              <Trans t={t} i18nKey="complaints.sent_reference" values={{ reference }} components={{ reference: <Reference /> }} />
            </p>
            {sentTo ? (
              <p>
                <Trans t={t} i18nKey="complaints.sent_mail" values={{ email: sentTo }} components={{ address: <Address /> }} />
              </p>
            ) : null}
            <p>{t('complaints.sent_answer', { count: COMPLAINT_LIMITS.answerWorkingDays })}</p>
            <Actions>
              <Button href={homeHref}>{t('complaints.home')}</Button>
              {onNewComplaint ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setValues({ ...EMPTY, name: values.name, email: values.email });
                    onNewComplaint();
                  }}
                >
                  {t('complaints.another')}
                </Button>
              ) : null}
            </Actions>
          </SentText>
        </Card>
      ) : (
        <Card padding="lg" data-complaint-state="form">
          <Form onSubmit={handleSubmit} noValidate aria-label={t('complaints.form_label')} aria-busy={submitting || undefined}>
            {error ? <Alert tone="danger">{error}</Alert> : null}
            <FieldRow>
              <TextField
                label={t('complaints.name')}
                name="name"
                autoComplete="name"
                required
                disabled={submitting}
                maxLength={COMPLAINT_LIMITS.nameMax}
                value={values.name}
                onChange={set('name')}
                error={fieldErrors.name}
              />
              <TextField
                label={t('complaints.email')}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                disabled={submitting}
                value={values.email}
                onChange={set('email')}
                hint={t('complaints.email_hint')}
                error={fieldErrors.email}
              />
            </FieldRow>
            <SelectField
              label={t('complaints.category')}
              name="category"
              required
              placeholder
              disabled={submitting}
              options={categories}
              value={values.category}
              onChange={set('category')}
              error={fieldErrors.category}
            />
            <TextField
              label={t('complaints.subject')}
              name="subject"
              optional
              disabled={submitting}
              maxLength={COMPLAINT_LIMITS.subjectMax}
              value={values.subject ?? ''}
              onChange={set('subject')}
              hint={t('complaints.subject_hint')}
              error={fieldErrors.subject}
            />
            <TextAreaField
              label={t('complaints.message')}
              name="message"
              required
              disabled={submitting}
              rows={8}
              maxLength={COMPLAINT_LIMITS.messageMax}
              showCount
              value={values.message}
              onChange={set('message')}
              hint={t('complaints.message_hint', { count: COMPLAINT_LIMITS.messageMin })}
              error={fieldErrors.message}
            />
            <Actions>
              <Button type="submit" size="lg" loading={submitting}>
                {t('complaints.submit')}
              </Button>
            </Actions>
          </Form>
        </Card>
      )}

      <Aside aria-labelledby={asideId}>
        <AsideTitle id={asideId}>{t('complaints.other_ways')}</AsideTitle>
        {supportEmail || supportPhone ? (
          <ContactList>
            {supportEmail ? (
              <>
                <dt>{t('details.email')}</dt>
                <dd>
                  <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
                </dd>
              </>
            ) : null}
            {supportPhone ? (
              <>
                <dt>{t('details.phone')}</dt>
                <dd>
                  <Anchor href={`tel:${dialablePhone(supportPhone)}`}>{supportPhone}</Anchor>
                </dd>
              </>
            ) : null}
          </ContactList>
        ) : null}
        <p>{t('complaints.faq_hint')}</p>
        <p>
          <Link href={faqHref}>{t('links.faq')}</Link>
        </p>
        <p>
          <Link href={serviceHref}>{t('links.service')}</Link>
        </p>
      </Aside>
    </ScreenRoot>
  );
}
