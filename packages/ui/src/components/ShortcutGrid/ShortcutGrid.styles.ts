import styled from 'styled-components'
import { media } from '../../tokens'

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }
`

export const Item = styled.li`
  display: flex;
  min-width: 0;
`

export const Tile = styled.span`
  display: flex;
  flex: 1;
  min-width: 0;

  & > a {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 88px;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: center;
    text-decoration: none;
    overflow-wrap: anywhere;
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  & > a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    transform: translateY(-1px);
  }

  ${media.reducedMotion} {
    & > a:hover {
      transform: none;
    }
  }
`

export const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primaryText};
`
