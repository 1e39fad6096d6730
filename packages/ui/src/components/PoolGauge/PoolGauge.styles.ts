import styled, { type DefaultTheme } from 'styled-components'
import { media } from '../../tokens'
import { figureBox, wholeValue } from '../lists-shared/whole-value'

/** The colour of the gauge's empty ring; the Card under it is `surface`. */
export const gaugeTrackColor = (theme: DefaultTheme) => theme.color.track

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`

export const Dial = styled.div<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  aspect-ratio: 1;

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`

export const Track = styled.circle`
  fill: none;
  stroke: ${({ theme }) => gaugeTrackColor(theme)};
  stroke-width: 12;
  stroke-linecap: round;
`

export const Fill = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.color.primary};
  stroke-width: 12;
  stroke-linecap: round;
  transition: stroke-dasharray ${({ theme }) => theme.motion.slow}
    ${({ theme }) => theme.motion.easing};

  ${media.reducedMotion} {
    transition: none;
  }
`

export const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 0 18%;
`

// One line whatever the pool's size: the figure inside shrinks to the ring's opening (FitFigure).
// The box spans the centre's width (the centre lays its children out at their own width).
export const Amount = styled.span`
  ${figureBox}
  align-self: stretch;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Percent = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Expired = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
`

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`

export const Whole = styled.span`
  ${wholeValue}
`
