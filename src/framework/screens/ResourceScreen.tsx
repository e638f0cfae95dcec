/** The screen of a declaration: a singleton's grid, or the paged table. */
import { ResourceListScreen, type ResourceListScreenProps } from './ResourceListScreen';
import { SingletonScreen } from './SingletonScreen';

export const ResourceScreen = (props: ResourceListScreenProps) =>
  props.resource.singleton ? <SingletonScreen resource={props.resource} /> : <ResourceListScreen {...props} />;
