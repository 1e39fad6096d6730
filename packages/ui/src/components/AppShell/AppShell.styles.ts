import styled from 'styled-components'
import { media } from '../../tokens'

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
`

/** Leaves room for the fixed bottom navigation on phones; caps the line length on desktop. */
export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  padding-bottom: calc(72px + env(safe-area-inset-bottom));

  ${media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`
