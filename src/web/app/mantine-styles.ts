/**
 * Mantine's CSS, per component: the whole stylesheet would exceed the CSS budget of `/home`.
 * Add a component's file here when a page starts to use it.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// What the provider would write for our theme: the frame and the home page draw without one.
import 'virtual:theme-variables.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
// Text before Anchor, as in Mantine's own stylesheet: an Anchor is a Text, and the later rule of equal weight wins.
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/notifications/styles.css';
// Catalogue, content pages and timetable (the month picker's CSS comes with its lazy chunk).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/ScrollArea.css';
// The segmented control's sliding highlight.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Skeleton.css';
// Accounts and the user area (issue 3).
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/NavLink.css';
// Orders (issue 4): the order's history.
import '@mantine/core/styles/Timeline.css';
// Applying for a course (issue 4): child and answer cards, the refund table.
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Table.css';
