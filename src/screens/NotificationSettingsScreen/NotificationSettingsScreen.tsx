import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../contract/constants';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import type { PushSubscriptionState } from '../../components/PushNotificationAlert';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  AlertText,
  Header,
  Intro,
  Panel,
  ScreenRoot,
  Section,
  SectionTitle,
  Status,
  Switches,
  Title,
  TypeDescription,
  TypeGroup,
  TypeList,
  TypeName,
  TypeText,
} from './NotificationSettingsScreen.styles';

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Per SPEC §3 notification type, whether it comes by email and by push. */
export type NotificationPreferences = Record<NotificationType, Record<NotificationChannel, boolean>>;

/** SPEC §8: why emails stopped: a spam mark (feedback loop), a bounce, or the List-Unsubscribe link. */
export const EMAIL_BLOCK_REASONS = ['fbl', 'bounce', 'list_unsubscribe'] as const;
export type EmailBlockReason = (typeof EMAIL_BLOCK_REASONS)[number];

/** A switch's key in `pending`: `"new_messages.email"`, or `"all"` for the master switch. */
export type PreferenceKey = `${NotificationType}.${NotificationChannel}` | 'all';

export interface NotificationSettingsScreenProps {
  preferences: NotificationPreferences;
  /** A switch changed; the app saves it at once. */
  onChange: (type: NotificationType, channel: NotificationChannel, enabled: boolean) => void;
  /** The master switch (SPEC §3 `notifications_disabled`): every notification paused. */
  allDisabled: boolean;
  onAllDisabledChange: (disabled: boolean) => void;
  /** Emails were stopped by the mail system; the reason is explained. */
  emailBlocked?: EmailBlockReason | null;
  /** "Send me emails again" (after a spam mark or unsubscribe). */
  onResumeEmail?: () => void;
  resumingEmail?: boolean;
  /** Where the email address is changed (after a bounce). */
  accountHref?: string;
  /** The browser's push state (SPEC §4). */
  pushCapable: boolean;
  pushSubscription: PushSubscriptionState;
  onEnablePush?: () => void;
  enablingPush?: boolean;
  /** Switches being saved. */
  pending?: readonly PreferenceKey[];
  /** The last change was saved (announced politely). */
  saved?: boolean;
  /** Saving failed (already translated); the switch is back where it was. */
  saveError?: string;
  onDismissSaveError?: () => void;
  loading?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
}

/**
 * `/notifications`: SPEC §3 notification types, each by email and by push, a master switch that pauses them all,
 * the push state of this browser, and SPEC §8's explanation when emails were stopped (spam mark, bounce,
 * list-unsubscribe). Each switch applies at once.
 */
export function NotificationSettingsScreen({
  preferences,
  onChange,
  allDisabled,
  onAllDisabledChange,
  emailBlocked = null,
  onResumeEmail,
  resumingEmail = false,
  accountHref,
  pushCapable,
  pushSubscription,
  onEnablePush,
  enablingPush = false,
  pending = [],
  saved = false,
  saveError,
  onDismissSaveError,
  loading = false,
  error,
  onRetry,
}: NotificationSettingsScreenProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const typesId = useId();
  const pushActive = pushCapable && pushSubscription === 'active';

  if (loading) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy="true">
        <Header>
          <Title id={titleId}>{t('settings.title')}</Title>
        </Header>
        <VisuallyHidden role="status">{t('settings.loading')}</VisuallyHidden>
        <TypeList aria-hidden="true" data-loading="">
          {NOTIFICATION_TYPES.map((type) => (
            <TypeGroup key={type}>
              <Skeleton shape="text" width="40%" />
              <Skeleton shape="text" width="75%" />
            </TypeGroup>
          ))}
        </TypeList>
      </ScreenRoot>
    );
  }

  if (error) {
    return (
      <ScreenRoot aria-labelledby={titleId}>
        <Header>
          <Title id={titleId}>{t('settings.title')}</Title>
        </Header>
        <Alert
          tone="danger"
          title={t('settings.error_title')}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('settings.retry')}
              </Button>
            ) : undefined
          }
        >
          <AlertText>{error}</AlertText>
        </Alert>
      </ScreenRoot>
    );
  }

  let emailNotice = null;
  if (emailBlocked) {
    const action =
      emailBlocked === 'bounce'
        ? accountHref && (
            <Button href={accountHref} variant="outline" size="sm">
              {t('email_blocked.check_address')}
            </Button>
          )
        : onResumeEmail && (
            <Button variant="outline" size="sm" loading={resumingEmail} onClick={onResumeEmail}>
              {t('email_blocked.resume')}
            </Button>
          );
    emailNotice = (
      <Alert tone="warning" title={t('email_blocked.title')} action={action || undefined} data-email-blocked={emailBlocked}>
        <AlertText>{t(`email_blocked.${emailBlocked}`)}</AlertText>
      </Alert>
    );
  }

  let pushNotice = null;
  if (!pushCapable) {
    pushNotice = (
      <Alert tone="info" data-push-state="unsupported">
        <AlertText>{t('push_state.unsupported')}</AlertText>
      </Alert>
    );
  } else if (pushSubscription === 'denied') {
    pushNotice = (
      <Alert tone="info" title={t('push_alert.denied_title')} data-push-state="denied">
        <AlertText>{t('push_alert.denied_body')}</AlertText>
      </Alert>
    );
  } else if (pushSubscription === 'none') {
    pushNotice = (
      <Alert
        tone="info"
        data-push-state="none"
        action={
          onEnablePush ? (
            <Button variant="outline" size="sm" iconStart={<Icon name="bell" />} loading={enablingPush} onClick={onEnablePush}>
              {t('push_alert.enable')}
            </Button>
          ) : undefined
        }
      >
        <AlertText>{t('push_state.none')}</AlertText>
      </Alert>
    );
  }

  const isPending = (key: PreferenceKey) => pending.includes(key);

  return (
    <ScreenRoot aria-labelledby={titleId} data-all-disabled={allDisabled || undefined}>
      <Header>
        <Title id={titleId}>{t('settings.title')}</Title>
        <Intro>{t('settings.intro')}</Intro>
      </Header>
      {emailNotice}
      {saveError ? (
        <Alert tone="danger" onDismiss={onDismissSaveError} data-save-error="">
          <AlertText>{saveError}</AlertText>
        </Alert>
      ) : null}
      <Panel>
        <CheckboxField
          variant="switch"
          label={t('settings.pause_all')}
          hint={t('settings.pause_all_hint')}
          checked={allDisabled}
          disabled={isPending('all')}
          aria-busy={isPending('all') || undefined}
          onChange={(checked) => onAllDisabledChange(checked)}
        />
      </Panel>
      <Section aria-labelledby={typesId}>
        <SectionTitle id={typesId}>{t('settings.types_title')}</SectionTitle>
        {pushNotice}
        <TypeList>
          {NOTIFICATION_TYPES.map((type) => {
            const nameId = `${typesId}-${type}`;
            return (
              <TypeGroup key={type} role="group" aria-labelledby={nameId} data-type={type}>
                <TypeText>
                  <TypeName id={nameId}>{t(`types.${type}.name`)}</TypeName>
                  <TypeDescription>{t(`types.${type}.description`)}</TypeDescription>
                </TypeText>
                <Switches>
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const key: PreferenceKey = `${type}.${channel}`;
                    const unavailable = channel === 'email' ? emailBlocked !== null : !pushActive;
                    return (
                      <CheckboxField
                        key={channel}
                        variant="switch"
                        label={t(`channels.${channel}`)}
                        checked={!allDisabled && !unavailable && preferences[type][channel]}
                        disabled={allDisabled || unavailable || isPending(key)}
                        aria-busy={isPending(key) || undefined}
                        data-channel={channel}
                        onChange={(checked) => onChange(type, channel, checked)}
                      />
                    );
                  })}
                </Switches>
              </TypeGroup>
            );
          })}
        </TypeList>
      </Section>
      <Status role="status">{saved ? t('settings.saved') : ''}</Status>
    </ScreenRoot>
  );
}
