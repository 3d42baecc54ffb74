import { type FormEvent, useState } from "react";
import { authClient, type SessionData } from "../../auth-client";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { FormError, Notice } from "../../components/Notice";
import { Section } from "../../components/Section";
import { TextField } from "../../components/TextField";
import { placeError } from "../../errors/place-error";
import { useAction } from "../../hooks/use-action";

export function ProfileSection({ user }: { user: SessionData["user"] }) {
  const [name, setName] = useState(user.name);
  const [image, setImage] = useState(user.image ?? "");
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const errors = placeError(action.error, { name: [], image: [] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { error } = await action.run(() =>
      authClient.updateUser({ name: name.trim(), image: image.trim() || null }),
    );
    setSaved(!error);
  };

  return (
    <Section id="profile" title="Profile" description="How you appear to others.">
      <form onSubmit={submit} noValidate className="profile-form">
        <Avatar name={name || user.email} image={image.trim() || null} size={64} />
        <div className="grow">
          <TextField
            id="profile-name"
            label="Name"
            value={name}
            onChange={setName}
            autoComplete="name"
            error={errors.fields.name}
          />
          <TextField
            id="profile-image"
            label="Picture URL"
            type="url"
            placeholder="https://…"
            value={image}
            onChange={setImage}
            error={errors.fields.image}
            hint="A link to a square picture. Leave it empty for your initials."
          />
          <FormError message={errors.form} />
          {saved ? <Notice tone="success">Profile saved.</Notice> : null}
          <Button type="submit" pending={action.pending} pendingLabel="Saving…">
            Save profile
          </Button>
        </div>
      </form>
    </Section>
  );
}
