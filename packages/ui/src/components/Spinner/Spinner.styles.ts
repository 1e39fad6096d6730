import styled, { keyframes } from 'styled-components'
import { media } from '../../tokens'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

export const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;

  /* Still under reduced motion: the open ring alone still reads as "working". */
  ${media.reducedMotion} {
    animation: none;
  }
`

export const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
`
