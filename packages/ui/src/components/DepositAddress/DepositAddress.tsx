import { OFFERED_PAYMENT_TYPE, PAYMENT_TYPES } from '@trellis/contract'
import { QRCodeSVG } from 'qrcode.react'
import { lightTheme } from '../../themes'
import { Badge } from '../Badge'
import { Card } from '../Card'
import { CopyButton } from '../CopyButton'
import { Skeleton } from '../Skeleton'
import { Address, Body, Group, Note, QrFrame } from './DepositAddress.styles'
import { useUiT } from '../../i18n/use-ui-t'

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
  /** While the address is loading: placeholders. */
  isLoading?: boolean
  /** Called after each copy attempt with whether it worked. */
  onCopy?: (ok: boolean) => void
  className?: string
}

/**
 * An address cut into groups of 4 characters to compare by eye (a 0x prefix is a group of its own):
 * 0x 3f5C E5FB … f0bE. Joined they give the address back.
 */
function addressGroups(address: string): string[] {
  const prefix = /^0x/i.test(address) ? address.slice(0, 2) : ''
  const rest = address.slice(prefix.length)
  const groups = rest.match(/.{1,4}/gsu) ?? []
  return prefix ? [prefix, ...groups] : groups
}

/**
 * Where to send a deposit: the address as a QR code and as text with a copy button. The text is
 * the whole address, never shortened (a member compares it with the one in their wallet), in
 * groups of 4 that wrap between groups only; the groups are spaced by CSS, not by spaces, so a
 * selection copies the address as one string, as the copy button does.
 */
export function DepositAddress({
  address,
  network = PAYMENT_TYPES[OFFERED_PAYMENT_TYPE],
  title: titleProp,
  note: noteProp,
  qrSize = 168,
  isLoading = false,
  onCopy,
  className,
}: DepositAddressProps) {
  const t = useUiT()
  const title = titleProp ?? t('depositAddress')
  const note = noteProp ?? t('depositAddressNote')
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
            label={t('loadingDepositAddress')}
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
            title={t('depositAddressQr', { network })}
            role="img"
            aria-label={t('depositAddressQr', { network })}
            bgColor={lightTheme.color.surface}
            fgColor={lightTheme.color.text}
            marginSize={0}
          />
        </QrFrame>
        <Address data-testid="deposit-address" translate="no">
          {addressGroups(address).map((group, i) => (
            <Group key={i}>{group}</Group>
          ))}
        </Address>
        <CopyButton value={address} label={t('copyAddress')} onCopy={onCopy} />
        {note ? <Note>{note}</Note> : null}
      </Body>
    </Card>
  )
}
