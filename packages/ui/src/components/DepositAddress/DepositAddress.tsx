import { OFFERED_PAYMENT_TYPE, PAYMENT_TYPES } from '@trellis/contract'
import { QRCodeSVG } from 'qrcode.react'
import { lightTheme } from '../../themes'
import { Badge } from '../Badge'
import { Card } from '../Card'
import { CopyButton } from '../CopyButton'
import { ShortValue } from '../lists-shared'
import { Skeleton } from '../Skeleton'
import { Address, Body, Note, QrFrame } from './DepositAddress.styles'

/** Props of {@link DepositAddress}. */
export interface DepositAddressProps {
  /** The fixed receiving address (from configuration). */
  address: string
  /** Network label; the only offered one is USDT BEP 20. */
  network?: string
  /** Card heading. */
  title?: string
  /** A line under the address, e.g. a warning to send only on this network. */
  note?: string
  /** QR code edge in px. */
  qrSize?: number
  /** Show the whole address (wrapping), not a shortened one: a member's own address to check. */
  whole?: boolean
  /** While the address is loading: placeholders. */
  isLoading?: boolean
  /** Called after each copy attempt with whether it worked. */
  onCopy?: (ok: boolean) => void
  className?: string
}

/** Where to send a deposit: the address as a QR code and as text with a copy button. */
export function DepositAddress({
  address,
  network = PAYMENT_TYPES[OFFERED_PAYMENT_TYPE],
  title = 'Deposit address',
  note = `Send only USDT on the BEP-20 network to this address.`,
  qrSize = 168,
  whole = false,
  isLoading = false,
  onCopy,
  className,
}: DepositAddressProps) {
  const heading = (
    <>
      {title} <Badge tone="neutral">{network}</Badge>
    </>
  )
  if (isLoading) {
    return (
      <Card title={heading} className={className}>
        <Body>
          <Skeleton
            variant="block"
            width={`${qrSize}px`}
            height={`${qrSize}px`}
            label="Loading deposit address"
          />
          <Skeleton label={null} />
        </Body>
      </Card>
    )
  }
  return (
    <Card title={heading} className={className}>
      <Body>
        <QrFrame>
          <QRCodeSVG
            value={address}
            size={qrSize}
            title={`QR code of the ${network} deposit address`}
            role="img"
            aria-label={`QR code of the ${network} deposit address`}
            bgColor={lightTheme.color.surface}
            fgColor={lightTheme.color.text}
            marginSize={0}
          />
        </QrFrame>
        <Address data-testid="deposit-address" $whole={whole}>
          {whole ? address : <ShortValue value={address} />}
        </Address>
        <CopyButton value={address} label="Copy address" onCopy={onCopy} />
        {note ? <Note>{note}</Note> : null}
      </Body>
    </Card>
  )
}
