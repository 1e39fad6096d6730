import styled from 'styled-components'

export const Card = styled.div<{ $isRoot: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 128px;
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme, $isRoot }) =>
    $isRoot ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  cursor: pointer;
`

export const Label = styled.span`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
`

export const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const Id = styled.span`
  overflow: hidden;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-overflow: ellipsis;
`

export const Stats = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const More = styled.span`
  padding: ${({ theme }) => `2px ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`
