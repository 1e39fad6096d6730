import styled, { css } from 'styled-components'

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

export const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`

export const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`

/** The bordered box: holds the control and any adornments (prefix, toggle button). */
export const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surfaceAlt : theme.color.surface)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.textMuted)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`

const control = css`
  flex: 1;
  min-width: 0;
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
`

export const Input = styled.input`
  ${control}
`

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  cursor: pointer;
`

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  pointer-events: none;
  & + input {
    padding-left: 0;
  }
`

export const Message = styled.p<{ $tone: 'hint' | 'error' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.textMuted)};
  overflow-wrap: anywhere;
`
