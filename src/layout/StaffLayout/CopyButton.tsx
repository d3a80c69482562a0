import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Button, type ButtonProps } from '../../components/Button';
import { Icon } from '../../components/Icon';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's name, already translated (defaults to "Copy"). */
  label?: string;
  size?: ButtonProps['size'];
}

/** Copies a one-time secret to the clipboard and says, politely, whether it worked. */
export function CopyButton({ text, label, size = 'sm' }: CopyButtonProps) {
  const { t } = useTranslation('staff');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const copy = () => {
    const done = (next: 'copied' | 'failed') => {
      if (mounted.current) setState(next);
    };
    if (typeof navigator === 'undefined' || !navigator.clipboard) {
      done('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => done('copied'),
      () => done('failed'),
    );
  };

  return (
    <Wrap>
      <Button variant="outline" size={size} onClick={copy} iconStart={<Icon name="check" />}>
        {label ?? t('copy.button')}
      </Button>
      <Status role="status">{state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}</Status>
    </Wrap>
  );
}
