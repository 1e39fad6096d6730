import styled from 'styled-components'

export type CardPadding = 'none' | 'sm' | 'md' | 'lg'
const PAD = { none: 0, sm: 3, md: 4, lg: 6 } as const

export const Root = styled.div<{ $padding: CardPadding; $tone: 'default' | 'alt' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[PAD[$padding]]};
  background: ${({ theme, $tone }) => ($tone === 'alt' ? theme.color.surfaceAlt : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow-wrap: anywhere;
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`
