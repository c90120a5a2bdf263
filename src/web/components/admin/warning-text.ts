/**
 * The back office's warning text colour: Mantine's darkest orange (orange 9) gives only 4.3:1 on
 * white and on light orange, below WCAG's 4.5:1 for small text; this one keeps above 6:1.
 */
export const WARNING_TEXT_COLOUR = '#a63c06';
