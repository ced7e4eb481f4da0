"""s39O3: values published by their form — an OpenSSH public key line (`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5…`) and
Google's ad ids (AdMob `ca-app-pub-…~…`, an ad unit, AdSense `ca-pub-…`); twins: a private key called public, and a real
password beside a published value."""
from batch_writer import Batch

b = Batch("s39O3", lang="auto")
b.add("ssh_public_key_line", "ordinary",
      "Публичный ключ для деплоя на сервер CRM: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOq7Xb2nVd9KfL3mTzR8wYpQsJh4cGe1uA6NvB0rSx5k deploy@ci",
      "The NAS already has my laptop's key in authorized_keys: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA8kQ2mV0n2rFtY1x5jH9pLkWq3eRtZu7oP2sD4fG6hJ8kL0zX1cV3bN5mQ7wE9rT2yU4iO6pA8sD0fG2hJ4kL6zX8cV0bN2mQ4wE6rT8 anna@mac",
      "SSH-ключ Ильдара для сервера МИС: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPq3vX9kLm2Rt7YwZb4nHc8sJd1eFg6aUo0iKx5TyQrW ildar@desktop",
      "Мой SSH-ключ для сервера бухгалтерии: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2Qm9tR3pXcVN4TjdMYnVEZk1oRWpLc1Q1eVJ3QUc masha@laptop — админу можно переслать.")
b.add("ad_network_id", "ordinary",
      "AdMob app ID for iOS goes into Info.plist as GADApplicationIdentifier: ca-app-pub-3940256099942544~1458002511",
      "Рекламный блок AdMob для баннера внизу экрана: ca-app-pub-7712093384561029/6300978111",
      "AdSense publisher id for the blog is ca-pub-7712093384561029, it goes into the <head> snippet.")
b.add("published_value_twin", "secret",
      "Мой публичный SSH-ключ для сервера (можно давать): -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACCWRy -----END OPENSSH PRIVATE KEY-----",
      "Публичный SSH-ключ для МИС: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIllFjKpczDVFXK/+uyYAfoP6awjFR53ZUIuckiWxVaTo, пароль от сервера: Kz7#mQ2pLw9",
      "AdMob app ID: ca-app-pub-6614827301954832~3320197845, пароль от аккаунта AdMob: Gx7!mQ2pLw")
b.write()
