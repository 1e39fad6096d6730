import styled from 'styled-components'
import { figureBox } from '../lists-shared/whole-value'

export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

export const Label = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primaryText};
  }
`

// One line whatever the number: the figure inside shrinks to the box (FitFigure).
export const Value = styled.p`
  ${figureBox}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Trend = styled.p<{ $direction: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.color.success
      : $direction === 'down'
        ? theme.color.danger
        : theme.color.text};
  background: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.color.successBg
      : $direction === 'down'
        ? theme.color.dangerBg
        : theme.color.surfaceAlt};
`
