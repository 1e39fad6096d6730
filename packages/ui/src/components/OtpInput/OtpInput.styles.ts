import styled from 'styled-components'

export const Group = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 48px));
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`

export const Box = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-width: 0;
  height: 56px;
  padding: 0;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.color.primary};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }
`
