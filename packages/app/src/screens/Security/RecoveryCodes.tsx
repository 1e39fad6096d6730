// Recovery codes, shown once: a list to write down or copy.
import styled from 'styled-components'
import { Button, CopyButton, Stack, Text } from '@trellis/ui'
import { useSecurityT } from './messages'

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.mono};
`

/** The recovery codes of an enrolment or a renewal; they are not shown again. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useSecurityT()
  return (
    <Stack gap={4}>
      <Text>{t('codesIntro')}</Text>
      <List aria-label={t('codes')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </List>
      <CopyButton value={codes.join('\n')} label={t('copyCodes')} />
      <Button onClick={onDone}>{t('savedCodes')}</Button>
    </Stack>
  )
}
