import styled, { keyframes } from 'styled-components'
import { media } from '../../tokens'

const fadeIn = keyframes`
  from { opacity: 0.35; }
  to { opacity: 1; }
`

export const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

export const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

/** Gradient slides use primary → focus with onPrimary text: AA contrast in both themes. */
export const Slide = styled.div<{ $hasImage: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 168px;
  background: ${({ theme, $hasImage }) =>
    $hasImage
      ? theme.color.surface
      : `linear-gradient(135deg, ${theme.color.primary} 0%, ${theme.color.focus} 100%)`};
  color: ${({ theme, $hasImage }) => ($hasImage ? theme.color.text : theme.color.onPrimary)};
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  &[hidden] {
    display: none;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`

export const Image = styled.img`
  display: block;
  width: 100%;
  height: 140px;
  object-fit: cover;

  ${media.md} {
    height: 200px;
  }
`

export const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Body = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
`

/** 24 px hit area around an 8 px dot. */
export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
  }

  &[aria-current='true']::after {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
`

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const Flip = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`
