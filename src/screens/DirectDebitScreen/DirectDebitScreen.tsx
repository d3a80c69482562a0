import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CheckoutMode, CreditPackage } from '../../../contract/credits';
import type { ActiveDiscount } from '../../components/ActiveDiscountNotice';
import { Alert } from '../../components/Alert';
import { CheckoutModeNotice } from '../../components/CheckoutModeNotice';
import { Button } from '../../components/Button';
import { IbanField } from '../../components/IbanField';
import { Icon } from '../../components/Icon';
import { packagePricing } from '../../components/PackageCard/packagePricing';
import { PriceTag } from '../../components/PriceTag';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import {
  Actions,
  CodeInputWrap,
  Form,
  Header,
  Hint,
  Lead,
  Mandate,
  Masked,
  OrderLine,
  Panel,
  PanelTitle,
  PhoneFieldset,
  PhoneRow,
  ScreenRoot,
  Step,
  SuccessEmblem,
  Title,
} from './DirectDebitScreen.styles';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2; named in the interface language by `Intl.DisplayNames`. */
  country: string;
  /** The calling code with its plus: "+31". */
  dialCode: string;
}

/** SEPA countries the direct debit is offered in, with their calling codes. */
export const SEPA_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { country: 'NL', dialCode: '+31' },
  { country: 'BE', dialCode: '+32' },
  { country: 'DE', dialCode: '+49' },
  { country: 'AT', dialCode: '+43' },
  { country: 'FR', dialCode: '+33' },
  { country: 'IT', dialCode: '+39' },
  { country: 'ES', dialCode: '+34' },
  { country: 'PL', dialCode: '+48' },
  { country: 'DK', dialCode: '+45' },
  { country: 'FI', dialCode: '+358' },
  { country: 'SE', dialCode: '+46' },
  { country: 'NO', dialCode: '+47' },
  { country: 'CH', dialCode: '+41' },
  { country: 'IE', dialCode: '+353' },
  { country: 'LU', dialCode: '+352' },
  { country: 'PT', dialCode: '+351' },
];

export interface DirectDebitDetails {
  /** Normalised: upper case, no spaces. */
  iban: string;
  /** International format: "+31612345678". */
  phone: string;
  phoneCountry: string;
}

export type DirectDebitStep = 'details' | 'code' | 'success';

export interface DirectDebitScreenProps {
  step: DirectDebitStep;
  /** `test`: the page says "test mode" (the sandbox settles the debit, no money moves). */
  checkoutMode?: CheckoutMode;
  /** The package being paid. */
  creditPackage?: CreditPackage | null;
  activeDiscount?: ActiveDiscount | null;
  phoneCountries?: readonly PhoneCountry[];
  /** The payer's country, chosen first in the calling-code select. */
  defaultPhoneCountry?: string;
  onSubmitDetails: (details: DirectDebitDetails) => void;
  submitting?: boolean;
  /** Field errors from the server (IBAN mod-97, phone number for the country), translated. */
  errors?: { iban?: string; phone?: string };
  /** SPEC §8: account blocked for direct debit, or limit reached; or a generic failure. Translated. */
  error?: string;
  /** Where to pay another way (after a SPEC §8 error). */
  otherMethodHref: string;
  /** Code step: never the full IBAN (SEC-24). */
  ibanMasked?: string;
  phoneMasked?: string;
  codeLength?: number;
  attemptsLeft?: number | null;
  /**
   * A demo or development site without a text-message service: the code the message would carry, shown on the page so
   * the flow can be tried. Never given where real messages are sent.
   */
  devCode?: string | null;
  onSubmitCode: (code: string) => void;
  confirming?: boolean;
  /** SPEC §5 'Code ongeldig', translated. */
  codeError?: string;
  onResendCode?: () => void;
  onChangeDetails?: () => void;
  /** Success: where to go next. */
  continueHref: string;
  transactionsHref?: string;
}

const DEFAULT_CODE_LENGTH = 6;

/** "06-123 45 678" with +31 → "+31612345678": digits only, the national trunk zero dropped. */
function internationalPhone(dialCode: string, national: string): string {
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  return `${dialCode}${digits}`;
}

/**
 * `/directdebit` (SPEC §2, §8): a SEPA direct debit in two steps — IBAN and mobile number, then the SDD code sent by
 * text message — and a confirmation that the credits follow when the debit succeeds.
 */
export function DirectDebitScreen({
  step,
  creditPackage,
  activeDiscount,
  phoneCountries = SEPA_PHONE_COUNTRIES,
  defaultPhoneCountry,
  onSubmitDetails,
  submitting = false,
  errors = {},
  error,
  otherMethodHref,
  ibanMasked,
  phoneMasked,
  codeLength = DEFAULT_CODE_LENGTH,
  attemptsLeft,
  devCode,
  onSubmitCode,
  confirming = false,
  codeError,
  onResendCode,
  onChangeDetails,
  continueHref,
  transactionsHref,
  checkoutMode = 'live',
}: DirectDebitScreenProps) {
  const { t, i18n } = useTranslation(['payments', 'credits']);
  const titleId = useId();
  const panelTitleId = useId();
  const [iban, setIban] = useState('');
  const [phoneCountry, setPhoneCountry] = useState(
    () => phoneCountries.find((item) => item.country === defaultPhoneCountry)?.country ?? phoneCountries[0]?.country ?? '',
  );
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ iban?: boolean; phone?: boolean; code?: boolean }>({});

  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countryOptions = phoneCountries.map((item) => ({
    value: item.country,
    label: t('direct_debit.country_option', { country: regionNames.of(item.country) ?? item.country, code: item.dialCode }),
  }));
  const pricing = creditPackage ? packagePricing(creditPackage, activeDiscount?.percentage ?? null) : null;

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextMissing = { iban: iban.length === 0, phone: phone.replace(/\D/g, '').length === 0 };
    setMissing(nextMissing);
    if (nextMissing.iban || nextMissing.phone) return;
    const dialCode = phoneCountries.find((item) => item.country === phoneCountry)?.dialCode ?? '';
    onSubmitDetails({ iban, phone: internationalPhone(dialCode, phone), phoneCountry });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    setMissing({ code: trimmed.length === 0 });
    if (trimmed.length === 0) return;
    onSubmitCode(trimmed);
  };

  const stepNumber = step === 'details' ? 1 : 2;

  return (
    <ScreenRoot aria-labelledby={titleId} data-step={step}>
      <Header>
        {step !== 'success' ? (
          <Button href={otherMethodHref} variant="link" iconStart={<Icon name="chevronLeft" />}>
            {t('direct_debit.back')}
          </Button>
        ) : null}
        {step !== 'success' ? <Step>{t('direct_debit.step', { current: stepNumber, total: 2 })}</Step> : null}
        <Title id={titleId}>{t('direct_debit.title')}</Title>
        <Lead>{t('direct_debit.lead')}</Lead>
      </Header>
      {step === 'success' ? null : <CheckoutModeNotice mode={checkoutMode} />}

      {creditPackage && pricing && step !== 'success' ? (
        <OrderLine>
          <span>
            {creditPackage.kind === 'premium'
              ? t('credits:package.premium_with_credits', { count: creditPackage.total_credits })
              : t('credits:package.credits', { count: creditPackage.total_credits })}
          </span>
          <PriceTag
            amountMinor={pricing.price.amount_minor}
            currency={pricing.price.currency}
            originalAmountMinor={pricing.original?.amount_minor ?? null}
            size="sm"
          />
        </OrderLine>
      ) : null}

      {step === 'details' ? (
        <Panel aria-labelledby={panelTitleId}>
          <PanelTitle id={panelTitleId}>{t('direct_debit.details_title')}</PanelTitle>
          {error ? (
            <Alert
              tone="danger"
              action={
                <Button href={otherMethodHref} variant="outline" size="sm">
                  {t('direct_debit.other_method')}
                </Button>
              }
            >
              {error}
            </Alert>
          ) : null}
          <Form onSubmit={submitDetails} noValidate aria-labelledby={panelTitleId}>
            <IbanField
              value={iban}
              onChange={setIban}
              required
              disabled={submitting}
              error={errors.iban ?? (missing.iban ? t('direct_debit.iban_required') : undefined)}
            />
            <PhoneFieldset disabled={submitting}>
              <legend>{t('direct_debit.phone_legend')}</legend>
              <Hint>{t('direct_debit.phone_hint')}</Hint>
              <PhoneRow>
                <SelectField
                  label={t('direct_debit.phone_country')}
                  options={countryOptions}
                  value={phoneCountry}
                  onChange={setPhoneCountry}
                  autoComplete="tel-country-code"
                />
                <TextField
                  label={t('direct_debit.phone_number')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={phone}
                  onChange={setPhone}
                  required
                  error={errors.phone ?? (missing.phone ? t('direct_debit.phone_required') : undefined)}
                />
              </PhoneRow>
            </PhoneFieldset>
            <Mandate>{t('direct_debit.mandate')}</Mandate>
            <Actions>
              <Button type="submit" size="lg" loading={submitting}>
                {t('direct_debit.send_code')}
              </Button>
            </Actions>
          </Form>
        </Panel>
      ) : null}

      {step === 'code' ? (
        <Panel aria-labelledby={panelTitleId}>
          <PanelTitle id={panelTitleId}>{t('direct_debit.code_title')}</PanelTitle>
          <p>
            {phoneMasked
              ? t('direct_debit.code_sent', { count: codeLength, phone: phoneMasked })
              : t('direct_debit.code_sent_generic', { count: codeLength })}
          </p>
          {ibanMasked ? (
            <p>
              <Trans t={t} i18nKey="direct_debit.account" values={{ iban: ibanMasked }} components={{ iban: <Masked /> }} />
            </p>
          ) : null}
          {devCode ? (
            <Alert tone="info" title={t('direct_debit.dev_code_title')}>
              <Trans t={t} i18nKey="direct_debit.dev_code" values={{ code: devCode }} components={{ code: <Masked /> }} />
            </Alert>
          ) : null}
          <Form onSubmit={submitCode} noValidate aria-labelledby={panelTitleId}>
            <CodeInputWrap>
              <TextField
                label={t('direct_debit.code_label')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={codeLength}
                value={code}
                onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, codeLength))}
                required
                disabled={confirming}
                hint={attemptsLeft != null ? t('direct_debit.attempts_left', { count: attemptsLeft }) : undefined}
                error={codeError ?? (missing.code ? t('direct_debit.code_required') : undefined)}
              />
            </CodeInputWrap>
            <Actions>
              <Button type="submit" size="lg" loading={confirming}>
                {t('direct_debit.confirm')}
              </Button>
              {onResendCode ? (
                <Button variant="outline" size="lg" onClick={onResendCode} disabled={confirming}>
                  {t('direct_debit.resend')}
                </Button>
              ) : null}
              {onChangeDetails ? (
                <Button variant="ghost" size="lg" onClick={onChangeDetails} disabled={confirming}>
                  {t('direct_debit.change_details')}
                </Button>
              ) : null}
            </Actions>
          </Form>
        </Panel>
      ) : null}

      {step === 'success' ? (
        <Panel aria-labelledby={panelTitleId}>
          <SuccessEmblem aria-hidden="true">
            <Icon name="check" size="2rem" />
          </SuccessEmblem>
          <PanelTitle id={panelTitleId}>{t('direct_debit.success_title')}</PanelTitle>
          <p>{t('direct_debit.success_body')}</p>
          <Hint>{t('direct_debit.success_hint')}</Hint>
          <Actions>
            <Button href={continueHref} size="lg">
              {t('result.continue')}
            </Button>
            {transactionsHref ? (
              <Button href={transactionsHref} variant="outline" size="lg">
                {t('result.view_transactions')}
              </Button>
            ) : null}
          </Actions>
        </Panel>
      ) : null}
    </ScreenRoot>
  );
}
