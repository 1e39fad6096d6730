import styled from 'styled-components'
import { media } from '../../tokens'

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

/** Two columns even on a 320 px phone; more as the screen widens. */
export const List = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${({ theme }) => theme.space[3]};
    grid-template-columns: repeat(${({ $columns }) => Math.min(3, $columns)}, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`

export const Message = styled.p<{ $isError?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $isError }) => ($isError ? theme.color.dangerBg : theme.color.surfaceAlt)};
  color: ${({ theme, $isError }) => ($isError ? theme.color.danger : theme.color.textMuted)};
`
