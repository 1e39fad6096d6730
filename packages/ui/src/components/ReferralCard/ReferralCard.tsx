import { QRCodeSVG } from 'qrcode.react'
import { Fragment, useId } from 'react'
import { lightTheme } from '../../themes'
import { Card } from '../Card'
import { CopyButton } from '../CopyButton'
import { Skeleton } from '../Skeleton'
import { useUiT } from '../../i18n/use-ui-t'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import {
  Body,
  Column,
  KeepWhole,
  LinkLabel,
  LinkText,
  QrFrame,
  Row,
  ShareAnchor,
  ShareHeading,
  ShareList,
} from './ReferralCard.styles'
import { shareLinks } from './share-links'

/** Props of {@link ReferralCard}. */
export interface ReferralCardProps {
  /** The member's referral link, e.g. https://trellis.example/login/BCH1234. */
  link: string
  /** Card heading. */
  title?: string
  /** Text that goes with the link when shared. */
  message?: string
  /** E-mail subject line. */
  subject?: string
  /** QR code edge in px. */
  qrSize?: number
  /** While the member is loading: placeholders instead of the link. */
  isLoading?: boolean
  /** Called after each copy attempt with whether it worked. */
  onCopy?: (ok: boolean) => void
  className?: string
}

/**
 * The link with its line-break places: after each "/" of the address and before its query, never
 * inside the last segment (the member's id, kept whole on one line; issue 26, point 10: a narrow
 * card broke it as "BCH204" / "1"). Only text, so a selection still copies the link as it is.
 */
function BreakableLink({ link }: { link: string }) {
  const queryAt = link.includes('?') ? link.indexOf('?') : link.length
  const idAt = link.lastIndexOf('/', queryAt - 1) + 1
  const parts = link.slice(0, idAt).split(/(?<=\/)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          <wbr />
        </Fragment>
      ))}
      <KeepWhole>{link.slice(idAt, queryAt)}</KeepWhole>
      {queryAt < link.length ? (
        <>
          <wbr />
          {link.slice(queryAt)}
        </>
      ) : null}
    </>
  )
}

/** The referral link with copy, a QR code and share links for messaging and social sites. */
export function ReferralCard({
  link,
  title: titleProp,
  message: messageProp,
  subject: subjectProp,
  qrSize = 144,
  isLoading = false,
  onCopy,
  className,
}: ReferralCardProps) {
  const shareId = useId()
  const t = useUiT()
  const tm = useUiMemberT()
  const title = titleProp ?? tm('referralTitle')
  const message = messageProp ?? tm('referralMessage')
  const subject = subjectProp ?? tm('referralSubject')
  if (isLoading) {
    return (
      <Card title={title} className={className}>
        <Skeleton variant="block" height={`${qrSize}px`} label={tm('loadingReferralLink')} />
        <Skeleton lines={2} label={null} />
      </Card>
    )
  }
  return (
    <Card title={title} className={className}>
      <Body>
        <QrFrame>
          <QRCodeSVG
            value={link}
            size={qrSize}
            title={tm('referralQrOf', { link })}
            role="img"
            aria-label={tm('referralQr')}
            bgColor={lightTheme.color.surface}
            fgColor={lightTheme.color.text}
            marginSize={0}
          />
        </QrFrame>
        <Column>
          <LinkLabel>{tm('yourReferralLink')}</LinkLabel>
          <LinkText data-testid="referral-link">
            <BreakableLink link={link} />
          </LinkText>
          <Row>
            <CopyButton value={link} label={t('copyLink')} onCopy={onCopy} />
          </Row>
          <ShareHeading id={shareId}>{tm('share')}</ShareHeading>
          <ShareList aria-labelledby={shareId}>
            {shareLinks(link, message, subject).map((target) => (
              <li key={target.id}>
                <ShareAnchor
                  href={target.href}
                  target="_blank"
                  rel="noreferrer"
                  data-share={target.id}
                  aria-label={tm('shareOn', { target: target.label })}
                >
                  {target.label}
                </ShareAnchor>
              </li>
            ))}
          </ShareList>
        </Column>
      </Body>
    </Card>
  )
}
