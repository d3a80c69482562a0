import { styled, type DefaultTheme } from 'styled-components';
import type { AvatarShape, AvatarSize } from './Avatar';
import type { AvatarTone } from './initials';

const ON_TONE: Record<AvatarTone, (theme: DefaultTheme) => [string, string]> = {
  primary: ({ color }) => [color.primary, color.onPrimary],
  dark: ({ color }) => [color.dark, color.onDark],
  info: ({ color }) => [color.info, color.onInfo],
  success: ({ color }) => [color.success, color.onSuccess],
  secondary: ({ color }) => [color.secondary, color.onSecondary],
};

function radius(shape: AvatarShape, size: AvatarSize, theme: DefaultTheme): string {
  if (shape === 'circle') return theme.radius.round;
  return size === 'sm' ? theme.radius.sm : size === 'xl' ? theme.radius.lg : theme.radius.md;
}

export const AvatarRoot = styled.span<{ $size: AvatarSize; $shape: AvatarShape }>`
  --avatar-size: ${({ $size, theme }) => theme.size.avatar[$size]};
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: var(--avatar-size);
  height: var(--avatar-size);
  vertical-align: middle;
  border-radius: ${({ $shape, $size, theme }) => radius($shape, $size, theme)};
`;

/** Clips the picture (and its blur) to the avatar's shape, leaving the online dot free to overlap the edge. */
export const AvatarFrame = styled.span<{ $size: AvatarSize; $shape: AvatarShape }>`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ $shape, $size, theme }) => radius($shape, $size, theme)};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const AvatarImage = styled.img<{ $locked: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $locked }) => ($locked ? 'filter: blur(calc(var(--avatar-size) / 12)); transform: scale(1.15);' : '')}
`;

export const AvatarInitials = styled.span<{ $tone: AvatarTone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${({ $tone, theme }) => ON_TONE[$tone](theme)[0]};
  color: ${({ $tone, theme }) => ON_TONE[$tone](theme)[1]};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: calc(var(--avatar-size) * 0.4);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;

export const AvatarLock = styled.span<{ $size: AvatarSize }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.color.dark} 35%, transparent)`};
`;

export const AvatarLockIcon = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(var(--avatar-size) * ${({ $size }) => ($size === 'sm' || $size === 'md' ? 0.6 : 0.32)});
  height: calc(var(--avatar-size) * ${({ $size }) => ($size === 'sm' || $size === 'md' ? 0.6 : 0.32)});
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-size: calc(var(--avatar-size) * ${({ $size }) => ($size === 'sm' || $size === 'md' ? 0.36 : 0.16)});
`;

export const AvatarPremiumTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 90%;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const AvatarOnline = styled.span<{ $shape: AvatarShape }>`
  position: absolute;
  right: ${({ $shape }) => ($shape === 'circle' ? '4%' : '-4%')};
  bottom: ${({ $shape }) => ($shape === 'circle' ? '4%' : '-4%')};
  width: clamp(0.625rem, calc(var(--avatar-size) * 0.2), 1.375rem);
  height: clamp(0.625rem, calc(var(--avatar-size) * 0.2), 1.375rem);
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.success};
`;
