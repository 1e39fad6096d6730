// The titles of the message dialogs, apart from the hook so a screen can use them without it.

/** Title used when the spec gives a failure no title of its own. */
export const ERROR_TITLE = 'Error'
/** Title of a successful action's confirmation. */
export const SUCCESS_TITLE = 'Success'
