// The shape every catalogue has: nested namespaces of i18next templates ({{placeholder}}, _one/_other plurals).

export interface Messages {
  [key: string]: string | Messages;
}
