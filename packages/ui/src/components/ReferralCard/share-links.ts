/** A place a referral link can be shared to. */
export interface ShareTarget {
  /** Stable key, also used in test ids. */
  id: 'whatsapp' | 'telegram' | 'facebook' | 'x' | 'email'
  /** Visible name. */
  label: string
  /** Full share address with every parameter URL-encoded. */
  href: string
}

/**
 * Builds the share addresses for a referral link. Every value goes through encodeURIComponent,
 * so a link with its own query string or a message with "&" cannot break out of its parameter.
 */
export function shareLinks(link: string, message: string, subject: string): ShareTarget[] {
  const url = encodeURIComponent(link)
  const text = encodeURIComponent(message)
  const withLink = encodeURIComponent(`${message} ${link}`)
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${withLink}` },
    { id: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
    {
      id: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      id: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    },
    {
      id: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(subject)}&body=${withLink}`,
    },
  ]
}
