import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { Line, LineText, Lines, PricingNote } from './IcebreakerModal.styles';

export interface IcebreakerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who the opening line is for. */
  name: string;
  /** Suggested opening lines in the viewer's language (from the server). */
  lines: readonly string[];
  loading?: boolean;
  /** Loading the lines failed (already translated). */
  error?: string;
  /** What the message costs (an opening line is an ordinary paid message). */
  messageCost: number;
  /** Send this line; the app closes the modal once it is sent. */
  onPick: (line: string) => void;
  /** The line being sent. */
  sendingLine?: string | null;
}

/** SPEC §2 icebreaker modal: suggested opening lines, each sent with one press, and a note on what it costs. */
export function IcebreakerModal({
  open,
  onOpenChange,
  name,
  lines,
  loading = false,
  error,
  messageCost,
  onPick,
  sendingLine = null,
}: IcebreakerModalProps) {
  const { t } = useTranslation('chat');
  const busy = sendingLine !== null;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Modal.Content size="md" busy={busy} data-icebreaker-modal="">
          <Modal.Title>{t('icebreakers.title', { name })}</Modal.Title>
          <Modal.Description>{t('icebreakers.description', { name })}</Modal.Description>
          <Modal.Body>
            {loading ? (
              <>
                <VisuallyHidden role="status">{t('icebreakers.loading')}</VisuallyHidden>
                <Lines aria-hidden="true" as="div">
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} shape="rect" height="3.5rem" />
                  ))}
                </Lines>
              </>
            ) : error ? (
              <Alert tone="danger">
                <LineText>{error}</LineText>
              </Alert>
            ) : (
              <Lines aria-label={t('icebreakers.list')}>
                {lines.map((line) => (
                  <Line key={line}>
                    <LineText>{line}</LineText>
                    <Button
                      size="sm"
                      iconStart={<Icon name="send" />}
                      loading={sendingLine === line}
                      disabled={busy && sendingLine !== line}
                      aria-label={t('icebreakers.send_line', { line })}
                      onClick={() => onPick(line)}
                    >
                      {t('icebreakers.send')}
                    </Button>
                  </Line>
                ))}
              </Lines>
            )}
            <PricingNote data-pricing-note="">
              <Icon name="coins" />
              <span>{t('icebreakers.pricing', { count: messageCost })}</span>
            </PricingNote>
          </Modal.Body>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
