import styled from 'styled-components'

export const Toggle = styled.button`
  flex: none;
  align-self: stretch;
  min-width: 64px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`
