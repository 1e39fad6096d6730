import styled from 'styled-components'
import { wholeValue } from '../lists-shared/whole-value'

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`

export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`

export const Desc = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`

export const Meta = styled.span`
  ${wholeValue}
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

// A member id in the source line breaks only if it is wider than the whole line.
export const Source = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: break-word;
`

// The other member's id, like the source line's, breaks only if wider than the whole line.
export const Party = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: break-word;
`

export const Fee = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export const Side = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`

export const Amount = styled.span<{ $type: 'credit' | 'debit' }>`
  color: ${({ theme, $type }) => ($type === 'credit' ? theme.color.success : theme.color.danger)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`
