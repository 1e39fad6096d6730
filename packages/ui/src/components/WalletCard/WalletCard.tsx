import { formatUsd } from '@trellis/contract'
import { useId, type ReactNode } from 'react'
import { Button } from '../Button'
import { Card } from '../Card'
import { Icon, type IconName } from '../Icon'
import { PlainLink, type LinkComponent } from '../ShortcutGrid'
import { FitFigure } from '../lists-shared'
import { Skeleton } from '../Skeleton'
import { Actions, Amount, ErrorText, Hint, IconWrap, Name, Top } from './WalletCard.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** A link (with `href`) or a button (with `onClick`) under a wallet. */
export interface WalletCardAction {
  /** Visible label, e.g. "Deposit". */
  label: string
  /** Where the link goes; makes the action a link. */
  href?: string
  /** What the button does; used when there is no `href`. */
  onClick?: () => void
  /** Disables a button action (e.g. nothing to redeem). */
  isDisabled?: boolean
}

/** Props of {@link WalletCard}. */
export interface WalletCardProps {
  /** The wallet's name, e.g. "Income wallet". */
  name: string
  /** Balance in dollars (at most 2 decimals); shown as $1,234.50. */
  amount: number
  /** Icon before the name. */
  icon?: IconName
  /** A line under the amount. */
  hint?: ReactNode
  /** Links or buttons under the amount. */
  actions?: WalletCardAction[]
  /** Renders link actions; pass a router adapter in the app. Defaults to a plain <a>. */
  linkComponent?: LinkComponent
  /** Placeholder while the balance loads. */
  isLoading?: boolean
  /** When the balance could not be loaded: this message replaces the amount. */
  error?: string
  className?: string
}

/** One wallet: its name and balance, with optional actions. */
export function WalletCard({
  name,
  amount,
  icon = 'wallet',
  hint,
  actions = [],
  linkComponent: LinkEl = PlainLink,
  isLoading = false,
  error,
  className,
}: WalletCardProps) {
  const t = useUiT()
  const nameId = useId()
  return (
    <Card
      role="group"
      aria-labelledby={nameId}
      aria-busy={isLoading || undefined}
      className={className}
    >
      <Top>
        <IconWrap>
          <Icon name={icon} size={20} />
        </IconWrap>
        <Name id={nameId}>{name}</Name>
      </Top>
      {isLoading ? (
        <Skeleton height="28px" width="60%" label={t('loadingNamed', { name })} />
      ) : error ? (
        <ErrorText role="alert">{error}</ErrorText>
      ) : (
        <Amount data-testid="wallet-amount">
          <FitFigure $chars={formatUsd(amount).length} $size="xl">
            {formatUsd(amount)}
          </FitFigure>
        </Amount>
      )}
      {hint && !isLoading ? <Hint>{hint}</Hint> : null}
      {actions.length > 0 ? (
        <Actions>
          {actions.map((action) =>
            action.href !== undefined ? (
              <LinkEl key={action.label} href={action.href}>
                {action.label}
              </LinkEl>
            ) : (
              <Button
                key={action.label}
                variant="secondary"
                size="sm"
                onClick={action.onClick}
                disabled={action.isDisabled || isLoading}
              >
                {action.label}
              </Button>
            ),
          )}
        </Actions>
      ) : null}
    </Card>
  )
}
