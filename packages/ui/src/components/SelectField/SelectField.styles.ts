import styled from 'styled-components'

/** The arrow drawn over the right edge of the native select (appearance is reset). */
export const Chevron = styled.span`
  margin-left: -${({ theme }) => theme.space[8]};
  width: ${({ theme }) => theme.space[8]};
  display: inline-flex;
  justify-content: center;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`
