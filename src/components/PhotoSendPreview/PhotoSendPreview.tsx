import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { PreviewImage, Price } from './PhotoSendPreview.styles';

export interface PhotoSendPreviewProps {
  /** The picked photo (an object URL of the file); null: closed. */
  imageUrl: string | null;
  /** The other member, for the title. */
  partnerName: string;
  /** What sending it costs in credits, as the server charges it (the chat's `photo_credits`). */
  price: number;
  /** Send and charge: only this uploads the photo. */
  onSend: () => void;
  /** Closed without sending (Cancel, Escape, the backdrop): nothing is sent or charged. */
  onCancel: () => void;
}

/** A chat photo before it is sent: the picture, its price in credits, Send and Cancel. */
export function PhotoSendPreview({ imageUrl, partnerName, price, onSend, onCancel }: PhotoSendPreviewProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal.Root
      open={imageUrl !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {imageUrl !== null ? (
        <Modal.Content size="md" data-photo-preview="">
          <Modal.Title>{t('photo_preview.title', { name: partnerName })}</Modal.Title>
          <Modal.Description>
            <Price>
              <Icon name="coins" size="1.1em" />
              {t('photo_preview.price', { count: price })}
            </Price>
          </Modal.Description>
          <Modal.Body>
            <PreviewImage src={imageUrl} alt={t('photo_preview.alt')} />
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="outline">{t('photo_preview.cancel')}</Button>
            </Modal.Close>
            <Button iconStart={<Icon name="send" />} onClick={onSend}>
              {t('photo_preview.send')}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
