// How to use each family of components: what a designer or an engineer reads on a component's
// Docs page above its stories (.storybook/docs-page.tsx draws it), as Primer and Polaris write
// theirs: when to use it, what not to do, how its words are written, and what a keyboard and a
// screen reader meet. One guide per family, named here for every component story file
// (stories/usage.test.ts fails on a component without one). What is said of keys and announcements
// is what the components do (their stories' play functions and unit tests check it).

/** The guide of one family of components. */
export interface Usage {
  /** The family's name, shown as the guide's heading. */
  family: string
  /** When to reach for it. */
  when: string[]
  /** What not to do with it, and what to use instead. */
  dont: string[]
  /** How its words are written (the spec's own messages are kept as they are). */
  content: string[]
  /** What a keyboard and a screen reader meet. */
  access: string[]
}

const actions: Usage = {
  family: 'Actions',
  when: [
    'Button for what a member does on the screen: one primary button per view (Deposit, Submit, Transfer); secondary and ghost for the others.',
    'The danger variant for an action that cannot be undone or moves money out, always behind a confirmation (ConfirmDialog).',
    'CopyButton beside a value a member pastes elsewhere: a deposit address, a referral link, a hash.',
  ],
  dont: [
    "Don't use a button to go to another page: that is a link.",
    "Don't disable a submit button to say a form is incomplete: let it submit and show the field's error.",
    "Don't put two primary buttons side by side.",
  ],
  content: [
    'A verb, in sentence case, saying what happens: "Transfer", "Active Now" (the spec\'s own labels are kept).',
    'While it works, the label stays and a spinner shows (isLoading): the width does not jump.',
  ],
  access: [
    'Tab reaches it, Enter and Space press it; every size keeps a 44 px touch target.',
    'isLoading sets aria-busy and refuses a second press, so one tap never sends money twice.',
    'CopyButton announces "Copied" (or the failure) through a polite status, without moving focus.',
  ],
}

const fields: Usage = {
  family: 'Fields',
  when: [
    'TextField for free text (user id, name, e-mail); PasswordField for secrets, with the live rule check where a new password is chosen.',
    'AmountField for money: the decimal keypad on a phone and a live check against the most the wallet allows ("Available: $120.00").',
    'SelectField for a choice among a few fixed options (the wallet to pay from); OtpInput for a code sent by e-mail or an authenticator.',
  ],
  dont: [
    "Don't use a placeholder as the label: every field has a visible label.",
    "Don't say a field is required with colour alone: its label or hint says so.",
    "Don't take an amount in a TextField: the keypad and the check against the wallet are AmountField's.",
  ],
  content: [
    'Labels are nouns ("Amount", "Transaction password"); hints say what is expected before it goes wrong.',
    'Errors say what to do, in the spec\'s words where the spec has them ("Please enter a valid amount").',
  ],
  access: [
    'The label, hint and error are tied to the input (label for, aria-describedby); an error sets aria-invalid and is read out politely.',
    'OtpInput: one box per digit; typing moves on, Backspace goes back, Left and Right move, a pasted code fills every box.',
    "PasswordField's show/hide is a toggle button (aria-pressed) with its own name.",
  ],
}

const dialogs: Usage = {
  family: 'Dialogs',
  when: [
    'ConfirmDialog before an action that moves money or cannot be undone, naming the amount, the wallet and what the member gets.',
    'AlertDialog for the answer of such an action (success or failure) that the member must acknowledge.',
    'PromptDialog and OtpDialog when one more answer is needed to finish (the transaction password, the e-mail code); Dialog for the rest.',
  ],
  dont: [
    "Don't open a dialog on page load or stack two.",
    "Don't put a long form in a dialog: give it a page.",
    "Don't let the backdrop dismiss a dialog that asks for a decision on money: Cancel and Escape do.",
  ],
  content: [
    'The title is a question or the outcome ("Transfer $50.00?", "Transfer successful"); the buttons repeat the verb ("Transfer", "Cancel").',
    'Say the figures the member is agreeing to: amount, fee, wallet, recipient.',
  ],
  access: [
    'Focus moves into the dialog, stays there while it is open (Tab cycles) and returns to what opened it.',
    'Escape cancels; the page behind does not scroll. Dialogs that need an answer are alertdialog, labelled by their title and described by their message.',
  ],
}

const feedback: Usage = {
  family: 'Feedback and status',
  when: [
    'Badge for a short status beside its subject (Active, Pending, Credit); its tone carries meaning the text also says.',
    'Skeleton while the first data of a section loads; Spinner inside a control that is working.',
    'EmptyState where a list has nothing yet, with the next step when there is one.',
  ],
  dont: [
    "Don't use colour alone: a badge always has words.",
    'Don\'t show a zero, "Inactive" or an empty list when the data could not be read: that is an error with Retry (ErrorPanel), never a made-up figure.',
    "Don't show a spinner for the whole page when one section is loading.",
  ],
  content: [
    'One or two words in a badge, in sentence case; an empty state says what will appear here ("No transactions yet").',
  ],
  access: [
    'Skeleton and Spinner are role="status" with a name ("Loading history"), so a screen reader hears that something is on its way.',
    'Status colours keep 4.7:1 or more on their tints in both themes (Foundations/Colors).',
  ],
}

const layout: Usage = {
  family: 'Layout and type',
  when: [
    'Card to group what belongs together under a title (a section of a screen); Stack for even spacing between its children.',
    'Text for every run of words, with its tone (muted, success, danger, warning) and size from the type scale; Icon beside words, at the size of the text.',
    'TrendBars for a short series (income by day) where the shape matters more than each value.',
  ],
  dont: [
    "Don't set colours, sizes or spacing by hand: use the tokens (Foundations).",
    "Don't use an icon alone where its meaning is not obvious: give it a title, or words beside it.",
    "Don't nest cards.",
  ],
  content: ['A card title is a noun phrase naming what is inside ("Wallets", "Investment").'],
  access: [
    'A titled Card is a section labelled by its heading (h2 by default; titleAs keeps the outline right).',
    'An icon next to words is hidden from screen readers; an icon with a title is an image with that name.',
    'TrendBars gives the series as text too, so the figures are not only in the bars.',
  ],
}

const navigation: Usage = {
  family: 'Navigation',
  when: [
    'AppShell around every member screen: TopBar, SideMenu on a desktop, BottomNav on a phone.',
    'Tabs to switch between views of one subject on one page (deposit and withdrawal history); Pagination under a long list.',
    'ShortcutGrid for the few actions a member takes most (Deposit, Withdraw, Invest); SupportLinks for help and the community; InboxBell for the activity inbox.',
  ],
  dont: [
    "Don't use Tabs to go to another page: that is navigation (SideMenu, BottomNav).",
    "Don't add more than five destinations to BottomNav.",
  ],
  content: [
    'Destinations are nouns ("Wallet", "Team"); the current one is marked, not only coloured.',
  ],
  access: [
    'Tabs: Left and Right move between tabs, Home and End go to the first and last; the selected tab is the one Tab stops on.',
    'SideMenu as a drawer keeps focus inside while open and closes on Escape; the current page is aria-current.',
    'InboxBell\'s count is part of its name ("Notifications, 3 unread").',
  ],
}

const money: Usage = {
  family: 'Money and figures',
  when: [
    "WalletCard and WalletSummary for the member's wallets; StatTile and StatGrid for totals (investment, return, withdrawal, profit).",
    "PoolGauge for progress towards a pool's target; ActivationCard for the member's activation and its Active Now; LevelSummary for a level's members and business.",
  ],
  dont: [
    "Don't round or reformat amounts yourself: formatUsd shows them with two decimals in the member's language's grouping.",
    "Don't show $0.00 for a value that failed to load: each has an error state, and a screen whose one read failed says so once (Screens/Dashboard ServerError).",
  ],
  content: [
    'Amounts with their currency sign and two decimals; a label says what the figure is ("Income wallet"), not how it was computed.',
  ],
  access: [
    'Loading sections are aria-busy with a named placeholder; figures are text, so a screen reader reads them as shown.',
    'PoolGauge is a meter whose value text says the amount and its target; its track keeps 3:1 against the card in both themes.',
  ],
}

const lists: Usage = {
  family: 'Lists and trees',
  when: [
    "TransactionList for a wallet's history on a phone; PaginatedTable for long tables with pages (reports, the console).",
    "MemberList for a level's members; TreeView and TreeNode for the team below a member.",
  ],
  dont: [
    "Don't load a whole history at once: page it.",
    "Don't hide the empty, loading and error states: each list draws all three.",
  ],
  content: [
    "Columns are short nouns; dates are the member's locale; a credit and a debit say so in words, not only in colour.",
  ],
  access: [
    'Tables have a caption and column headers; a loading list says so through a status.',
    'TreeView follows the WAI-ARIA tree: Up and Down move, Right goes to the first child, Left to the parent, Home and End to the ends; Enter or Space opens the member.',
  ],
}

const announcements: Usage = {
  family: 'Announcements',
  when: [
    'BannerCarousel for news on the dashboard; NoticeTicker for one notice the network wants every member to see.',
  ],
  dont: [
    "Don't put anything a member must act on only in a carousel slide.",
    "Don't move text for someone who asked for less motion: both hold still then.",
  ],
  content: ['A slide has one message and at most one link; a notice is one or two sentences.'],
  access: [
    'The carousel pauses while the pointer is over it or focus is inside it, has its own pause button and never starts under reduced motion; a stopped carousel announces its slide, a running one stays quiet.',
    'The ticker is not a live region (it would repeat itself); with reduced motion it shows the whole text wrapped.',
  ],
}

const sharing: Usage = {
  family: 'Sharing and deposits',
  when: [
    "ReferralCard for the member's referral link with its QR code and a share button; DepositAddress for the address a member pays USDT to.",
  ],
  dont: [
    "Don't shorten an address or a link a member copies: show it whole, wrapped, in the mono face.",
    "Don't show a QR code without the text beside it.",
  ],
  content: [
    'Name the network and the token with the address (USDT, BEP-20); say what happens after paying.',
  ],
  access: [
    'The QR code is an image with a name, and the link is beside it as text; Copy announces "Copied" (or the failure).',
  ],
}

/** Each component story file's title and its family's guide. */
export const usageByTitle: Record<string, Usage> = {
  'Components/Button': actions,
  'Components/CopyButton': actions,
  'Components/TextField': fields,
  'Components/PasswordField': fields,
  'Components/AmountField': fields,
  'Components/SelectField': fields,
  'Components/OtpInput': fields,
  'Components/Dialog': dialogs,
  'Components/AlertDialog': dialogs,
  'Components/ConfirmDialog': dialogs,
  'Components/PromptDialog': dialogs,
  'Components/OtpDialog': dialogs,
  'Components/Badge': feedback,
  'Components/Skeleton': feedback,
  'Components/Spinner': feedback,
  'Components/EmptyState': feedback,
  'Components/Card': layout,
  'Components/Stack': layout,
  'Components/Text': layout,
  'Components/Icon': layout,
  'Components/TrendBars': layout,
  'Components/Tabs': navigation,
  'Components/Pagination': navigation,
  'Components/InboxBell': navigation,
  'Domain/AppShell': navigation,
  'Domain/TopBar': navigation,
  'Domain/SideMenu': navigation,
  'Domain/BottomNav': navigation,
  'Domain/ShortcutGrid': navigation,
  'Domain/SupportLinks': navigation,
  'Domain/WalletCard': money,
  'Domain/WalletSummary': money,
  'Domain/StatTile': money,
  'Domain/StatGrid': money,
  'Domain/PoolGauge': money,
  'Domain/ActivationCard': money,
  'Domain/LevelSummary': money,
  'Domain/TransactionList': lists,
  'Domain/MemberList': lists,
  'Domain/PaginatedTable': lists,
  'Domain/TreeView': lists,
  'Domain/TreeNode': lists,
  'Domain/BannerCarousel': announcements,
  'Domain/NoticeTicker': announcements,
  'Domain/ReferralCard': sharing,
  'Domain/DepositAddress': sharing,
}
