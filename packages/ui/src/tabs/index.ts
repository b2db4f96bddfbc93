export { Tab, TabList, TabPanel, Tabs, tabListVariants, tabVariants } from './tabs';
