import { graphql } from 'react-relay/hooks';

// Payloads aliased `result { record userErrors }` so runRecordMutation reads them all alike.

export const createWidgetMutation = graphql`
  mutation widgetMutationsCreateWidgetMutation($input: CreateCockpitWidgetInput!) {
    result: createCockpitWidget(input: $input) {
      record: cockpitWidget {
        id
        databaseId
        widgetType
        tablePresetId
        order
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const updateWidgetMutation = graphql`
  mutation widgetMutationsUpdateWidgetMutation($input: UpdateCockpitWidgetInput!) {
    result: updateCockpitWidget(input: $input) {
      record: cockpitWidget {
        id
        databaseId
        tablePresetId
        order
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const deleteWidgetMutation = graphql`
  mutation widgetMutationsDeleteWidgetMutation($input: RecordIdInput!) {
    result: deleteCockpitWidget(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

export const createPresetMutation = graphql`
  mutation widgetMutationsCreatePresetMutation($input: CreateTablePresetInput!) {
    result: createTablePreset(input: $input) {
      record: tablePreset {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const updatePresetMutation = graphql`
  mutation widgetMutationsUpdatePresetMutation($input: UpdateTablePresetInput!) {
    result: updateTablePreset(input: $input) {
      record: tablePreset {
        id
        databaseId
        label
        columnsConfig
        filterConfig
        orderConfig
        paginationConfig
        cockpitWidgetId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const deletePresetMutation = graphql`
  mutation widgetMutationsDeletePresetMutation($input: RecordIdInput!) {
    result: deleteTablePreset(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;
