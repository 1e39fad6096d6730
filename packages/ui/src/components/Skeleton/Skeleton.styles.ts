import styled, { keyframes } from 'styled-components'
import { media } from '../../tokens'

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

export const Bone = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surfaceAlt} 25%,
    ${({ theme }) => theme.color.border} 50%,
    ${({ theme }) => theme.color.surfaceAlt} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  /* No sweeping light under reduced motion: a calm, flat placeholder. */
  ${media.reducedMotion} {
    animation: none;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`

export const Status = styled.span`
  display: block;
  width: 100%;
`
