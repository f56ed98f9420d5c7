"""A class without a server: a teacher's assignment (`assignment`), a pupil's result
(`result`), and its check by replaying every game in the engine (`verify`). Both travel as codes
in links and QR codes; nothing leaves a device except what a pupil hands to the teacher."""
