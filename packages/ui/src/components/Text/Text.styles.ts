import styled, { type DefaultTheme } from 'styled-components'

export type TextTone = 'default' | 'muted' | 'success' | 'danger' | 'warning' | 'primary'
export type TextSize = keyof DefaultTheme['font']['size']

const toneColor = (t: DefaultTheme, tone: TextTone) =>
  ({
    default: t.color.text,
    muted: t.color.textMuted,
    success: t.color.success,
    danger: t.color.danger,
    warning: t.color.warning,
    primary: t.color.primaryText,
  })[tone]

export const StyledText = styled.p<{ $tone: TextTone; $size: TextSize; $weight: number }>`
  margin: 0;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  font-weight: ${({ $weight }) => $weight};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`

export const StyledHeading = styled.h2<{ $size: TextSize }>`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`
