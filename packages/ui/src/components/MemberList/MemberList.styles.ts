import styled from 'styled-components'
import { wholeValue } from '../lists-shared/whole-value'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`

/**
 * One member on one row: avatar, who they are (name, id, status), the figure that matters (their
 * investment) at the end, and the smaller facts on a line under them. Where the name and the
 * figure do not both fit (a small phone, an eight-figure amount), the figure goes under the name,
 * still at the end: nothing is shrunk or cut but a long name.
 */
export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.text};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

export const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
`

export const Who = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

// A name has no room to wrap in a row: one line, cut with an ellipsis, the whole of it in its title.
export const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const IdLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `2px ${theme.space[2]}`};
  min-width: 0;
`

export const Id = styled.span`
  ${wholeValue}
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`

// The investment: label first for screen readers, drawn under the amount.
export const Figure = styled.dl`
  display: flex;
  flex: none;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: 2px;
  margin: 0;
  margin-inline-start: auto;
  text-align: end;
`

export const FigureLabel = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Amount = styled.dd`
  ${wholeValue}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

// Joined, mobile, team stake: small and muted, each fact whole, in columns of one width so that
// the facts of every row line up (three lines on a phone, one on a desktop) instead of wrapping
// raggedly by their lengths.
export const Facts = styled.dl`
  display: grid;
  flex: 1 1 100%;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `2px ${theme.space[4]}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Fact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[1]}`};
  min-width: 0;

  & dd {
    ${wholeValue}
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`

export const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ $size }) => ($size >= 40 ? '15px' : '13px')};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`

export const Identity = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
`

export const IdentityText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

export const IdentityName = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`
