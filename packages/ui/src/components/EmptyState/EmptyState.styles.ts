import styled from 'styled-components'

export const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $compact }) => ($compact ? theme.space[3] : theme.space[8])}
    ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`

export const Icon = styled.span`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  & > svg {
    width: 24px;
    height: 24px;
  }
`

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.textMuted};
`
