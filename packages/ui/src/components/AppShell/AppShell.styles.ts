import styled from 'styled-components'
import { media } from '../../tokens'
import { Bar as TopBarRoot, Inner as TopBarInner } from '../TopBar/TopBar.styles'

/** The widest the screen's column gets on a desktop (a dashboard of columns, a form beside its history). */
const desktopMaxWidth = '1200px'

/** Width of the desktop's side navigation. */
const railWidth = '224px'

/**
 * A column on phones (top bar, screen, bottom bar). On a desktop a grid: the side navigation down
 * the left, the top bar and the screen beside it, both as wide as the screen's column.
 */
export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};

  ${media.desktop} {
    display: grid;
    grid-template-columns: ${railWidth} minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'rail top'
      'rail main';

    ${TopBarRoot} {
      grid-area: top;
    }
    ${TopBarInner} {
      max-width: ${desktopMaxWidth};
      padding: 0 ${({ theme }) => theme.space[6]};
    }
  }
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

  /* Beside the side navigation, wider: a desktop shows the screen in columns. */
  ${media.desktop} {
    grid-area: main;
    max-width: ${desktopMaxWidth};
  }
`

/** The desktop's side navigation column: as tall as the page, its border down the whole edge. */
export const Rail = styled.div`
  grid-area: rail;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`

/** The navigation itself stays in view while the screen scrolls. */
export const Sticky = styled.div`
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
`

/** Between the sections and the menu's links. */
export const Divider = styled.hr`
  margin: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

/** The logo, as tall as the top bar beside it so their bottom borders make one line. */
export const RailBrand = styled.div`
  display: flex;
  align-items: center;
  min-height: 57px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

/** The member line, under the logo. */
export const RailHead = styled.div`
  display: flex;
  align-items: center;
  min-height: 57px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`
