import type { Meta, StoryObj } from '@storybook/react-vite'
import { emptyTexts, messages } from '@trellis/contract'
import {
  AmountField,
  Badge,
  Button,
  Card,
  DirectionBadge,
  EmptyState,
  Pagination,
  PasswordField,
  SelectField,
  Skeleton,
  StatusBadge,
  Tabs,
  TextField,
} from '@trellis/ui'

/** Every primitive state that carries colour, so the a11y check covers each theme's contrast. */
function Gallery() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Card title="Buttons">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button isLoading>Loading</Button>
        </div>
      </Card>
      <Card title="Badges" tone="alt">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <StatusBadge isActive />
          <StatusBadge isActive={false} />
          <DirectionBadge type="credit" />
          <DirectionBadge type="debit" />
          <Badge tone="warning">Pending</Badge>
          <Badge>Sample</Badge>
        </div>
      </Card>
      <Card title="Fields">
        <TextField label="User id" hint="Your id is on the welcome e-mail." />
        <AmountField label="Amount" max={10} defaultValue="25" />
        <PasswordField label="Password" liveCheck="password" defaultValue="abc" />
        <SelectField
          label="Wallet"
          options={[{ value: 'w', label: 'Income wallet' }]}
          error={messages.transferRequired}
        />
      </Card>
      <Card title="Navigation">
        <Tabs
          label="History"
          tabs={[
            { id: 'a', label: 'Deposit', content: <EmptyState /> },
            { id: 'b', label: 'Withdraw', content: <p>{emptyTexts.noMoreData}</p> },
          ]}
        />
        <Pagination page={2} pageCount={4} onPageChange={() => {}} />
        <Skeleton lines={2} label="Loading history" />
      </Card>
    </div>
  )
}

const meta = {
  title: 'Foundations/Themes',
  component: Gallery,
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

/** The primitives in the light theme. */
export const Light: Story = { globals: { theme: 'light' } }

/** The primitives in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } }
