import styled, { keyframes } from 'styled-components'
import { media } from '../../tokens'

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Tag = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`

/** The clipping window; focusable so keyboard users can pause it too. */
export const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
`

export const Track = styled.div<{ $seconds: number; $isPaused: boolean }>`
  display: inline-flex;
  white-space: nowrap;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  animation-play-state: ${({ $isPaused }) => ($isPaused ? 'paused' : 'running')};

  ${Viewport}:hover &,
  ${Viewport}:focus-within &,
  ${Viewport}:focus & {
    animation-play-state: paused;
  }

  ${media.reducedMotion} {
    /* Still: the whole notice, wrapped, instead of a line that moves. */
    display: block;
    white-space: normal;
    animation: none;
  }
`

export const Copy = styled.span`
  padding-right: ${({ theme }) => theme.space[12]};

  ${media.reducedMotion} {
    padding-right: 0;

    &[aria-hidden='true'] {
      display: none;
    }
  }
`
