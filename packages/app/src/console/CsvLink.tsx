// A CSV export as a plain link: the browser downloads it with the operator's cookie, so nothing
// of the file passes through the page's memory and the address says exactly what is exported.
import styled from 'styled-components'
import { textLinkStyle } from '../components/text-link-style'
import { useConsoleT } from './i18n/en'

const Link = styled.a`
  ${textLinkStyle}
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`

/** "Download CSV" for the export at `href`, saved as `file`. */
export function CsvLink({ href, file }: { href: string; file: string }) {
  const t = useConsoleT()
  return (
    <Link href={href} download={file}>
      {t('downloadCsv')}
    </Link>
  )
}
