import styled from 'styled-components'

/** Gap between a parent's card and its children's row; the connector lines fill it. */
const LINK = '16px'

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

export const ScrollHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

/** A fade over each edge with more tree beyond it: the cue that the tree goes on. */
export const Fades = styled.div<{ $left: boolean; $right: boolean }>`
  position: relative;
  min-width: 0;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 24px;
    pointer-events: none;
    z-index: 1;
  }
  &::before {
    left: 0;
    display: ${({ $left }) => ($left ? 'block' : 'none')};
    background: linear-gradient(to right, ${({ theme }) => theme.color.bg}, transparent);
  }
  &::after {
    right: 0;
    display: ${({ $right }) => ($right ? 'block' : 'none')};
    background: linear-gradient(to left, ${({ theme }) => theme.color.bg}, transparent);
  }
`

/** Wide trees scroll sideways on phones instead of squeezing the cards. */
export const Scroller = styled.div`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[2]} 0;
`

export const Tree = styled.div`
  display: flex;
  justify-content: center;
  width: max-content;
  min-width: 100%;
`

export const NodeSlot = styled.div`
  display: flex;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`

export const Item = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`

export const Group = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${LINK};

  /* Line down from the parent. */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 50%;
    height: ${LINK};
    border-left: 2px solid ${({ theme }) => theme.color.border};
  }

  /* Each child: a line up to the rail, and the rail itself spanning the siblings. */
  & > ${Item} {
    padding-top: ${LINK};
  }
  & > ${Item}::before {
    content: '';
    position: absolute;
    top: 0;
    left: 50%;
    height: ${LINK};
    border-left: 2px solid ${({ theme }) => theme.color.border};
  }
  & > ${Item}::after {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    border-top: 2px solid ${({ theme }) => theme.color.border};
  }
  & > ${Item}:first-child::after {
    left: 50%;
    right: calc(-1 * ${({ theme }) => theme.space[2]} / 2);
  }
  & > ${Item}:last-child::after {
    right: 50%;
    left: calc(-1 * ${({ theme }) => theme.space[2]} / 2);
  }
  & > ${Item}:only-child::after {
    display: none;
  }
`

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`

export const DetailRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

export const DetailLabel = styled.dt`
  /* The label keeps its width: a long value beside it wraps instead of squeezing it to a letter. */
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const DetailValue = styled.dd`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: end;
  overflow-wrap: anywhere;
`
