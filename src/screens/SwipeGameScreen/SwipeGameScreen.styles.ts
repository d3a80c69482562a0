export { AlertText, Header, Intro, Panel, PanelText, PanelTitle, ScreenRoot, Title } from '../MatchFinderScreen/MatchFinderScreen.styles';
