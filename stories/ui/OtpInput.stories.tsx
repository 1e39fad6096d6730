import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OtpInput, type OtpInputProps } from '@trellis/ui'

/** Holds the code in state and reports each change. */
function Stateful(props: OtpInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  argTypes: {
    onChange: { control: false },
  },
  args: { value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OtpInput>

export default meta
type Story = StoryObj<typeof meta>

/** Typing moves to the next box; Backspace on an empty box goes back and clears it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = within(canvasElement).getAllByRole('textbox')
    await userEvent.click(boxes[0]!)
    await userEvent.keyboard('123')
    await expect(boxes[3]).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('123')
    await userEvent.keyboard('{Backspace}')
    await expect(boxes[2]).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('12')
  },
}

/** Filled. */
export const Filled: Story = { args: { value: '482913' } }

/** Invalid. */
export const Error: Story = { args: { value: '482913', isInvalid: true } }

/** Not editable. */
export const Disabled: Story = { args: { value: '48', disabled: true } }

/** On the smallest phone the six boxes still fit. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
