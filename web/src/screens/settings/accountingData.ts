import { fetchQuery, graphql, readInlineData } from 'react-relay/hooks';
import type { accountingData_settings$data, accountingData_settings$key } from '../../__generated__/accountingData_settings.graphql';
import type { accountingDataQuery } from '../../__generated__/accountingDataQuery.graphql';
import { environment } from '../../relay/environment';

export const accountingSettingsFields = graphql`
  fragment accountingData_settings on AccountingSettings @inline {
    exactModule
    eboekhoudenModule
    exactOnline {
      clientId
      clientSecretSet
      journal
      connected
      division
      mappings {
        products {
          productCode
          externalCode
        }
        vat {
          vatPercentage
          vatCode
        }
      }
    }
    eboekhouden {
      apiTokenSet
      source
      invoiceTemplateId
      connected
      mappings {
        products {
          productCode
          externalCode
        }
        vat {
          vatPercentage
          vatCode
        }
      }
    }
  }
`;

const query = graphql`
  query accountingDataQuery {
    accountingSettings {
      ...accountingData_settings
    }
  }
`;

export type AccountingSettings = accountingData_settings$data;

/** The settings a query or mutation answered with the fragment above. */
export const readAccountingSettings = (ref: accountingData_settings$key) => readInlineData(accountingSettingsFields, ref);

/** The accounting package settings, fresh from the server (secrets only as set or not). */
export async function loadAccountingSettings(): Promise<AccountingSettings> {
  const data = await fetchQuery<accountingDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  return readAccountingSettings(data!.accountingSettings);
}
