import styled, { type DefaultTheme } from 'styled-components'

export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral'

const tones: Record<BadgeTone, (t: DefaultTheme) => { fg: string; bg: string }> = {
  success: (t) => ({ fg: t.color.success, bg: t.color.successBg }),
  danger: (t) => ({ fg: t.color.danger, bg: t.color.dangerBg }),
  warning: (t) => ({ fg: t.color.warning, bg: t.color.warningBg }),
  neutral: (t) => ({ fg: t.color.textMuted, bg: t.color.surfaceAlt }),
}

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  /* Never squeezed by a long neighbour in a flex row ("Inactiv…"); max-width still caps it. */
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme, $tone }) => tones[$tone](theme).fg};
  background: ${({ theme, $tone }) => tones[$tone](theme).bg};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`

export const Dot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`
